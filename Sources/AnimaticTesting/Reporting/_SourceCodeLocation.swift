/// Where an assertion was written: the four `#fileID`, `#filePath`, `#line` and `#column` every
/// public helper takes, kept together until a failure is reported.
struct _SourceCodeLocation {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

import Foundation

/// Standard error as a text stream, for warnings.
struct _StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}

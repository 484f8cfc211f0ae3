import Testing

@testable import AnimaticUI

@Suite("The prefix of the names made in a view's body")
struct NodeNamesTests {
    @Test(
        "a name and a slash, with a run of three or more equal levels written once with its count",
        arguments: [
            ("Counter", "Counter/"),
            ("VStack[0]/ForEach[3]/Row", "VStack[0]/ForEach[3]/Row/"),
            ("Row/Row", "Row/Row/"),
            ("Row/Row/Row", "Row*3/"),
            ("VStack[1]/Row/Row/Row", "VStack[1]/Row*3/"),
            ("Row*3/Row", "Row*4/"),
            ("V/Row*2/Row", "V/Row*3/"),
            ("Row*3/Other", "Row*3/Other/"),
            ("Rows/Row", "Rows/Row/"),
            ("Row*x/Row", "Row*x/Row/"),
            ("/Row", "/Row/"),
        ])
    func prefix(name: String, expected: String) {
        #expect(_NodeNames.prefix(inside: name) == expected)
    }
}

/// Finds UUIDs in text: eight, four, four, four and twelve hexadecimal digits of either case joined
/// by hyphens (`CDA23BBB-603F-45E5-9E56-0123456789AB`), not part of a longer word. Timelines keep
/// them as written, and snapshots and row names replace the ones a run made up. Not API.
package enum _UUIDText {
    /// The end of the UUID that starts at `start` in `characters`, if one does and it is not part
    /// of a longer word; `nil` otherwise.
    package static func end(in characters: [Unicode.Scalar], from start: Int) -> Int? {
        guard start >= 0, characters.count - start >= 36 else { return nil }
        if start > 0, isWordCharacter(characters[start - 1]) { return nil }
        var index = start
        for (number, length) in [8, 4, 4, 4, 12].enumerated() {
            if number > 0 {
                guard characters[index] == "-" else { return nil }
                index += 1
            }
            for _ in 0..<length {
                guard isHexDigit(characters[index]) else { return nil }
                index += 1
            }
        }
        if index < characters.count, isWordCharacter(characters[index]) { return nil }
        return index
    }

    /// Whether `text` holds a UUID.
    package static func occurs(in text: String) -> Bool {
        let characters = Array(text.unicodeScalars)
        return characters.indices.contains { end(in: characters, from: $0) != nil }
    }

    /// `text` with each UUID in it replaced by `replacement(uuid)`.
    package static func replacing(in text: String, _ replacement: (String) -> String) -> String {
        let characters = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < characters.count {
            if let end = end(in: characters, from: index) {
                result.append(
                    contentsOf: replacement(String(String.UnicodeScalarView(characters[index..<end]))).unicodeScalars)
                index = end
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return String(result)
    }

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
    }
}

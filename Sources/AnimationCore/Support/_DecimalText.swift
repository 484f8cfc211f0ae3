/// Decimal text for numbers, written by the project itself so that it is the same on every
/// platform.
///
/// Foundation's `String(format:)` and `JSONEncoder` depend on the platform's C library and
/// Foundation build; traces must not. These functions round the number's exact binary value, as a
/// correctly rounded `printf` does: halfway cases that are exact go to the even neighbour, and a
/// number just above or below a halfway point (`1.0005` is stored as 1.000499999…) goes the way
/// its exact value says.
@usableFromInline package enum _DecimalText {
    /// `value` with exactly `digits` decimals, as `printf("%.*f")` writes it: `0.833`, `-0.000`,
    /// `100.000`.
    ///
    /// Non-finite values are `nan`, `inf` and `-inf`. Numbers of 2⁵³ ÷ 10^`digits` or more are written
    /// in Swift's shortest form instead, which reads back as the same number.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - digits: How many decimals, from 0 to 15.
    /// - Returns: The decimal text.
    package static func fixed(_ value: Double, digits: Int) -> String {
        precondition((0...15).contains(digits), "_DecimalText.fixed: digits must be 0 through 15, not \(digits)")
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        guard let units = roundedUnits(abs(value), decimals: digits) else { return shortest(value) }
        // Written straight into the string's bytes, last digit first: the sign, at most 19 digits of
        // `units`, and the point with the zeros in front of the decimals fit in 40 bytes.
        return String(unsafeUninitializedCapacity: 40) { bytes in
            var remaining = UInt64(units)
            var count = 0
            var written = 0
            repeat {
                if digits > 0 && written == digits {
                    bytes[count] = UInt8(ascii: ".")
                    count += 1
                }
                bytes[count] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
                count += 1
                written += 1
            } while remaining > 0 || (digits > 0 && written <= digits)
            if value.sign == .minus {
                bytes[count] = UInt8(ascii: "-")
                count += 1
            }
            var low = 0
            var high = count - 1
            while low < high {
                bytes.swapAt(low, high)
                low += 1
                high -= 1
            }
            return count
        }
    }

    /// `value` rounded to `digits` significant digits, as `printf("%.*g")` rounds it: 157.9136704 to
    /// 157.914 with 6 digits.
    ///
    /// - Parameters:
    ///   - value: The number; zero and non-finite numbers come back as they are.
    ///   - digits: How many significant digits, from 1 to 15.
    /// - Returns: The nearest `Double` to the rounded decimal.
    @usableFromInline package static func significant(_ value: Double, digits: Int) -> Double {
        precondition((1...15).contains(digits), "_DecimalText.significant: digits must be 1 through 15")
        let magnitude = abs(value)
        guard magnitude.isFinite, magnitude > 0 else { return value }
        var exponent = 0  // the decimal exponent of the leading digit
        while exponent < 308 && power(exponent + 1) <= magnitude { exponent += 1 }
        while exponent > -308 && power(exponent) > magnitude { exponent -= 1 }
        var decimals = digits - 1 - exponent
        var units: Int64
        if decimals >= 0, decimals <= 22, let exact = roundedUnits(magnitude, decimals: decimals) {
            units = exact
        } else if decimals > 22 {  // below 1e-17: 10^decimals is not exact, so scale in two steps
            units = Int64((magnitude * power(22) * power(decimals - 22)).rounded(.toNearestOrEven))
        } else {
            units = Int64((magnitude / power(-decimals)).rounded(.toNearestOrEven))
        }
        if units >= Int64(power(digits)) {  // 999999.5 became 1000000: one digit fewer
            decimals -= 1
            units = (units + 5) / 10
        }
        // Reading the decimal back gives the nearest double, as reading printf's text would.
        let rounded = Double("\(units)e\(-decimals)") ?? magnitude
        return value.sign == .minus ? -rounded : rounded
    }

    /// Swift's shortest text for `value` that reads back as the same number, `100` rather than
    /// `100.0` for whole numbers below 2⁵³ (the form JSON readers expect).
    ///
    /// - Parameter value: A finite number.
    /// - Returns: The text.
    package static func shortest(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            return (value.sign == .minus && value == 0 ? "-" : "") + String(Int64(value))
        }
        return value.description
    }

    /// `magnitude` × 10^`decimals`, rounded to a whole number the way its exact value says; `nil`
    /// when the product is too large to hold exactly.
    private static func roundedUnits(_ magnitude: Double, decimals: Int) -> Int64? {
        let scale = power(decimals)
        let product = magnitude * scale
        guard product < 4_503_599_627_370_496 else { return nil }  // 2⁵²: the fraction is kept exactly
        // The product's rounding error, exactly: magnitude × scale = product + error.
        let error = (-product).addingProduct(magnitude, scale)
        let whole = product.rounded(.down)
        // Exact: the fraction is in [0, 1) and, near one half, within a factor of two of it.
        let distance = (product - whole) - 0.5
        // Whenever distance is not zero it is at least one unit in the last place of the product,
        // more than the error can be, so only an exact halfway product consults the error.
        let roundsUp =
            distance > 0
            || (distance == 0 && (error > 0 || (error == 0 && whole.truncatingRemainder(dividingBy: 2) == 1)))
        return Int64(whole) + (roundsUp ? 1 : 0)
    }

    /// 10^`exponent`, exact for exponents 0 through 22.
    private static func power(_ exponent: Int) -> Double {
        var result = 1.0
        if exponent >= 0 {
            for _ in 0..<exponent { result *= 10 }
        } else {
            for _ in 0..<(-exponent) { result /= 10 }
        }
        return result
    }
}

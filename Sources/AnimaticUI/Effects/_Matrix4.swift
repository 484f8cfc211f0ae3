import Foundation

/// A 4 × 4 matrix in row-vector form, as Core Animation's `CATransform3D`: what a 3-D rotation is
/// worked out in before it is projected to a ``ProjectionTransform``. Not API.
struct _Matrix4: Equatable {
    private var entries: [CGFloat]

    static let identity = _Matrix4(entries: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// A translation by `(x, y, z)`: the fourth row.
    static func translation(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> _Matrix4 {
        var matrix = identity
        matrix[3, 0] = x
        matrix[3, 1] = y
        matrix[3, 2] = z
        return matrix
    }

    subscript(row: Int, column: Int) -> CGFloat {
        get { entries[row * 4 + column] }
        set { entries[row * 4 + column] = newValue }
    }

    /// `lhs` then `rhs`: the product `lhs · rhs`.
    static func * (lhs: _Matrix4, rhs: _Matrix4) -> _Matrix4 {
        var product = _Matrix4(entries: Array(repeating: 0, count: 16))
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += lhs[row, k] * rhs[k, column] }
                product[row, column] = sum
            }
        }
        return product
    }
}

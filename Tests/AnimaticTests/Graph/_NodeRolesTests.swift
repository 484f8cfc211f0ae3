import GraphCore
import Testing

@testable import Animatic

@Suite("The roles of nodes, a byte a node")
struct NodeRolesTests {
    private static let roles: [NodeRole] = [
        .time, .state, .rule, .animatable, .timeline, .phaseAnimator, .keyframeAnimator, .sequencerInternal,
        .scopeValue, .viewInternal,
    ]

    @Test("each role reads back for its node, others read none, and a cleared one reads none")
    func readsBack() {
        var table = _NodeRoles()
        for (offset, role) in Self.roles.enumerated() { table[NodeID(rawValue: UInt32(3 * offset + 1))] = role }
        for (offset, role) in Self.roles.enumerated() {
            #expect(table[NodeID(rawValue: UInt32(3 * offset + 1))] == role)
            #expect(table[NodeID(rawValue: UInt32(3 * offset + 2))] == nil)
        }
        #expect(table[NodeID(rawValue: 1_000)] == nil)
        table[NodeID(rawValue: 4)] = nil
        table[NodeID(rawValue: 5_000)] = nil
        #expect(table[NodeID(rawValue: 4)] == nil)
        #expect(table[NodeID(rawValue: 1)] == .time)
    }
}

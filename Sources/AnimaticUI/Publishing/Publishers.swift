/// The namespace of the publishers that operators return, as Combine's `Publishers`.
public enum Publishers {}

/// The problems of one rejected file.
public struct ContentFileErrors: Error, Sendable, Sequence {
    public let problems: [ContentProblem]
    package init(_ problems: [ContentProblem]) { self.problems = problems }
    public func makeIterator() -> IndexingIterator<[ContentProblem]> { problems.makeIterator() }
}

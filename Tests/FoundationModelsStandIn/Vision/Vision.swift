// A stand-in for the two tools Vision gives FoundationModels from iOS, macOS and visionOS 27
// (Apple's `_Vision_FoundationModels` overlay, seen by an app that imports both), so that
// the course's Swift that hands them to a session type-checks on Linux. Each names its page
// under https://developer.apple.com/documentation/ (checked on 2026-12-03). Apple's pages
// show only their initializers; their arguments and outputs here are the stand-in's own,
// kept out of reach (no public member), and nothing here reads an image.

import FoundationModels

/// The stand-in's arguments for both tools: none the course can see.
@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
public struct SystemToolArguments: ConvertibleFromGeneratedContent, Sendable {
  public init(_ content: GeneratedContent) throws {}
}

/// A tool that recognizes text in an image. Doc: vision/ocrtool
@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
public struct OCRTool: Tool {
  public let name: String
  public let description: String
  public var parameters: GenerationSchema { GenerationSchema(type: String.self, properties: []) }

  /// Doc: vision/ocrtool/init(name:description:) (a default name and description when nil)
  public init(name: String? = nil, description: String? = nil) {
    self.name = name ?? "OCRTool"
    self.description = description ?? "Recognizes text in an image"
  }

  /// The text the tool read (Apple: "a string containing all recognized text").
  public func call(arguments: SystemToolArguments) async throws -> String { "" }
}

/// A tool that scans machine-readable codes in an image. Doc: vision/barcodereadertool
@available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
public struct BarcodeReaderTool: Tool {
  public let name: String
  public let description: String
  public var parameters: GenerationSchema { GenerationSchema(type: String.self, properties: []) }

  /// Doc: vision/barcodereadertool/init(name:description:)
  public init(name: String? = nil, description: String? = nil) {
    self.name = name ?? "BarcodeReaderTool"
    self.description = description ?? "Scans machine-readable codes in an image"
  }

  /// Apple's tool returns `Barcode` values; the stand-in's returns text.
  public func call(arguments: SystemToolArguments) async throws -> String { "" }
}

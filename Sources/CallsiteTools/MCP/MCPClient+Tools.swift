public import CallsiteCore

extension MCPClient {
  /// The most pages of `tools/list` followed before giving up on a server.
  static let pageLimit = 1000

  /// Lists the server's tools, following `nextCursor` until the last page.
  public func listTools() async throws -> MCPToolList {
    var raw: [JSONValue] = []
    var cursor: String?
    var seen: Set<String> = []
    var pages = 0
    repeat {
      var params = JSONObject()
      if let cursor { params["cursor"] = .string(cursor) }
      let page = try await request("tools/list", params: params)
      pages += 1
      guard let tools = page["tools"]?.arrayValue else {
        throw connection.error(.badMessage("the result of tools/list has no \"tools\" array"))
      }
      raw += tools
      cursor = page["nextCursor"]?.stringValue
      if let next = cursor, !seen.insert(next).inserted || pages >= Self.pageLimit {
        throw connection.error(
          .badMessage("tools/list keeps sending pages (cursor \(next.debugDescription) again)"))
      }
    } while cursor != nil
    let tools = raw.compactMap(MCPServerTool.init(json:))
    return MCPToolList(
      tools: tools, hash: SHA256.hex(JSONValue.array(raw).compactText), pages: pages)
  }

  /// Calls a tool and returns its result (`content`, `structuredContent`, `isError`) as
  /// sent. Cancelling the calling task sends `notifications/cancelled`. A call that times
  /// out ends the server (it may be hung, and would hold every later call up too): the
  /// error says so, and the pool starts a fresh server for the next call.
  public func callTool(_ name: String, arguments: JSONValue, timeout: Double? = nil)
    async throws -> MCPCallResult
  {
    do {
      let result = try await request(
        "tools/call", params: ["name": .string(name), "arguments": arguments], timeout: timeout)
      return MCPCallResult(json: result)
    } catch let error as MCPServerError {
      if case .timedOut = error.reason {
        log.note("tools/call went unanswered; ending the server")
        connection.abandon(error.reason)
      }
      throw error
    }
  }
}

import CallsiteCore
import Testing

/// Secrets in URLs and header fields are masked, the rest kept byte for byte.
@Suite struct CredentialMaskTests {
  /// Query parameter names that carry secrets, from the list or by what their name holds.
  static let secretNames = [
    "key", "api_key", "apikey", "api-key", "API_KEY", "token", "access_token", "id_token",
    "refresh_token", "auth", "password", "passwd", "pwd", "secret", "client_secret",
    "subscription-key", "Subscription-Key", "code", "sig", "signature", "X-Amz-Signature",
    "X-Amz-Credential", "X-Amz-Security-Token", "credential", "session_key", "myToken",
    "app_password", "webhookSecret",
  ]

  @Test(arguments: secretNames)
  func aSecretQueryParameterIsMasked(_ name: String) {
    let url = "https://host.example/v1?model=m&\(name)=S3CR3T&x=1"
    #expect(CredentialMask.url(url) == "https://host.example/v1?model=m&\(name)=***&x=1")
  }

  @Test(arguments: ["model", "api-version", "se", "sp", "sv", "stream", "limit"])
  func anOrdinaryQueryParameterIsKept(_ name: String) {
    let url = "https://host.example/v1?\(name)=visible"
    #expect(CredentialMask.url(url) == url)
  }

  @Test func userAndPasswordInAURLAreMasked() {
    #expect(
      CredentialMask.url("http://user:PASSWORD@host:8080/v1?api_key=KEY")
        == "http://***:***@host:8080/v1?api_key=***")
    #expect(CredentialMask.url("http://user@host/v1") == "http://***@host/v1")
  }

  @Test func aSecretInTheFragmentIsMasked() {
    #expect(
      CredentialMask.url("https://h/cb#access_token=T0K&state=s")
        == "https://h/cb#access_token=***&state=s")
  }

  @Test func aURLWithoutSecretsIsUnchanged() {
    let url = "http://127.0.0.1:8080/v1"
    #expect(CredentialMask.url(url) == url)
  }

  @Test func everyURLInATextIsMasked() {
    let text =
      ":model openai --base-url http://user:PASSWORD@host/v1?api_key=KEY --model m\n"
      + "see \"https://h/x?sig=ABC\" and https://h/y?code=Z"
    #expect(
      CredentialMask.text(text)
        == ":model openai --base-url http://***:***@host/v1?api_key=*** --model m\n"
        + "see \"https://h/x?sig=***\" and https://h/y?code=***")
  }

  @Test func aTextWithoutURLsIsUnchanged() {
    let text = "What is the weather in Paris? key=value is not a URL"
    #expect(CredentialMask.text(text) == text)
  }

  @Test(arguments: [
    "Authorization", "Proxy-Authorization", "api-key", "x-api-key", "Ocp-Apim-Subscription-Key",
    "x-goog-api-key", "X-Auth-Token", "Cookie",
  ])
  func aSecretHeaderFieldIsMasked(_ name: String) {
    let masked = CredentialMask.headers([name: "Bearer S3CR3T", "Accept": "text/plain"])
    #expect(masked[name]?.contains("S3CR3T") == false)
    #expect(masked["Accept"] == "text/plain")
  }

  @Test func anAuthorizationKeepsItsSchemeWord() {
    #expect(
      CredentialMask.headers(["Authorization": "Bearer sk-1"]) == ["Authorization": "Bearer ***"])
  }
}

/// Command lines (an MCP server's, in a transcript's provenance) keep their keys out.
@Suite struct CredentialMaskArgumentTests {
  @Test func theValueOfASecretOptionIsMasked() {
    #expect(
      CredentialMask.arguments(["server", "--api-key", "K1", "--token=T2", "-p", "8080"])
        == ["server", "--api-key", "***", "--token=***", "-p", "8080"])
  }

  @Test func aURLArgumentHasItsCredentialsMasked() {
    #expect(
      CredentialMask.arguments(["mcp-remote", "https://u:P@h/mcp?access_token=T"])
        == ["mcp-remote", "https://***:***@h/mcp?access_token=***"])
  }

  @Test func anOrdinaryCommandLineIsUnchanged() {
    let line = ["python3", "servers/time.py", "--zone", "Europe/Paris", "-v"]
    #expect(CredentialMask.arguments(line) == line)
  }
}

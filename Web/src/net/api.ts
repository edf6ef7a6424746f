import { JSONValue } from "../contract/json";
import { languages } from "../ui/strings";
import { installID } from "./install-id";
import { traceParent } from "../tracing/trace-parent";

/** The newest API version this client was built for: it asks for it in the path and in `SDUI-API-Version`. */
export const apiVersion = 2;

/**
 * Sent on every request (`APIHeader.client` in the contract): the server then
 * keeps this client's login in an HttpOnly cookie, out of reach of the page's
 * scripts, and reads that cookie only on requests that carry this header
 * (which a page on another site cannot send without a CORS preflight).
 */
export const clientHeader = { name: "SDUI-Client", value: "web" } as const;

/** A request that did not give a usable answer, with its URL and what went wrong. */
export class LoadError extends Error {
  /**
   * @param serverMessage the server's `error.message`, when it sent one
   * @param field the server's `error.field`: the request field the error is about
   */
  constructor(readonly url: string, readonly status: number | undefined, message: string,
              readonly serverMessage?: string, readonly field?: string) {
    super(message);
  }
}

/** A screen as loaded: its document, and whether it is the browser's last good copy rather than the server's answer. */
export interface Loaded {
  readonly document: JSONValue;
  /** The answer as sent, for what `JSON.parse` forgets (whether `2.0` was written with a fraction). */
  readonly text: string;
  /** The copy's `ETag`, which a live stream names as the last event it saw. */
  readonly etag?: string;
  readonly url: string;
  readonly offline: boolean;
}

/** The longest answer read (bytes): a screen larger than this is refused, not drawn. */
export const answerLimit = 8 * 1024 * 1024;

/**
 * The client's side of the HTTP API: the same routes and headers as `sdui`
 * (capabilities, version, languages, install id). Screens are revalidated
 * with their `ETag` by the browser's HTTP cache (`no-cache`: a 304 costs no
 * body).
 */
export class API {
  private readonly common: Record<string, string>;

  constructor(readonly capabilities: string) {
    this.common = {
      [clientHeader.name]: clientHeader.value,
      "SDUI-Capabilities": capabilities,
      "SDUI-API-Version": String(apiVersion),
      "SDUI-Install-ID": installID(),
      "Accept-Language": acceptLanguage(languages()),
    };
  }

  /** A URL from a document: absolute, an absolute path on this server, or relative to the API root (§1). */
  resolve(url: string): string {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
    if (url.startsWith("/")) return url;
    return `/v${apiVersion}/${url}`;
  }

  /**
   * The one place the client sends a request (screens, commands, pages, the
   * live stream, analytics): the common headers, a `traceparent` in
   * `trace` (the action's that sends it) or else the current trace, with a
   * span of its own, and the session cookie.
   */
  fetch(url: string, init: RequestInit, trace?: string): Promise<Response> {
    return fetch(url, { ...init, headers: { ...this.common, traceparent: traceParent(trace), ...(init.headers as Record<string, string> | undefined) }, credentials: "same-origin" });
  }

  liveURL(encodedPath: string): string {
    return `/v${apiVersion}/live/${encodedPath}`;
  }

  screenURL(encodedPath: string): string {
    return `/v${apiVersion}/screens/${encodedPath}`;
  }

  async screen(encodedPath: string, trace?: string): Promise<Loaded> {
    const url = this.screenURL(encodedPath);
    const answer = await this.request(url, { method: "GET", cache: "no-cache" }, trace);
    return { document: answer.json, text: answer.text, url, offline: false, etag: answer.headers.get("ETag") ?? undefined };
  }

  /** The home-screen widget (§7), with its ETag: the browser's cache revalidates it. */
  async widget(): Promise<{ document: JSONValue; etag?: string }> {
    const answer = await this.request(`/v${apiVersion}/widget`, { method: "GET", cache: "no-cache" });
    return { document: answer.json, etag: answer.headers.get("ETag") ?? undefined };
  }

  widgetLiveURL(): string {
    return `/v${apiVersion}/widget/live`;
  }

  /** A deep link through the server's deep-link route: the screen it opens, and its path (`SDUI-Screen-Path`). */
  async deepLink(link: string): Promise<Loaded & { path: string }> {
    const url = `/v${apiVersion}/deeplinks?url=${encodeURIComponent(link)}`;
    const answer = await this.request(url, { method: "GET", cache: "no-cache" });
    const path = answer.headers.get("SDUI-Screen-Path");
    if (!path) throw new LoadError(url, undefined, `${url} did not name the screen the link opens (SDUI-Screen-Path)`);
    return { document: answer.json, text: answer.text, url, offline: false, path };
  }

  async get(url: string): Promise<JSONValue> {
    return this.json(this.resolve(url), { method: "GET", cache: "no-cache" });
  }

  /** A command or a submission: JSON in, a command result out. */
  async send(url: string, method: string, body: JSONValue | undefined, headers: Record<string, string>,
             trace?: string): Promise<JSONValue | undefined> {
    const withBody = body !== undefined && method !== "GET" && method !== "HEAD";
    return this.json(this.resolve(url), {
      method,
      headers: withBody ? { ...headers, "Content-Type": "application/json" } : headers,
      body: withBody ? JSON.stringify(body) : undefined,
      cache: "no-store",
    }, trace);
  }

  /** A command to an ordinary endpoint (a command's `answer`): its JSON, or undefined when it sent no body (a 204, or an empty 200). */
  async plain(url: string, method: string, body: JSONValue | undefined, headers: Record<string, string>,
              trace?: string): Promise<JSONValue | undefined> {
    const withBody = body !== undefined && method !== "GET" && method !== "HEAD";
    const answer = await this.request(this.resolve(url), {
      method,
      headers: withBody ? { ...headers, "Content-Type": "application/json" } : headers,
      body: withBody ? JSON.stringify(body) : undefined,
      cache: "no-store",
    }, trace);
    return answer.text === "" ? undefined : answer.json;
  }

  private async json(url: string, init: RequestInit, trace?: string): Promise<JSONValue> {
    return (await this.request(url, init, trace)).json;
  }

  private async request(url: string, init: RequestInit, trace?: string): Promise<{ json: JSONValue; text: string; headers: Headers }> {
    let response: Response;
    try {
      response = await this.fetch(url, init, trace);
    } catch {
      throw new LoadError(url, undefined, `cannot reach the server for ${url}`);
    }
    const text = await readLimited(response, url);
    if (!response.ok) {
      const error = errorDetail(text);
      throw new LoadError(url, response.status, `${url} answered HTTP ${response.status}${error.message === undefined ? "" : `: ${error.message}`}`,
        error.message, error.field);
    }
    const type = response.headers.get("Content-Type") ?? "";
    if (type !== "" && !/^application\/([a-z0-9.+-]*\+)?json\b/i.test(type)) {
      throw new LoadError(url, response.status, `${url} answered ${type}, not JSON`);
    }
    if (text === "") return { json: null, text, headers: response.headers };
    try {
      return { json: JSON.parse(text) as JSONValue, text, headers: response.headers };
    } catch (error) {
      throw new LoadError(url, response.status, `${url} answered JSON that does not parse: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** `nl-NL, nl;q=0.9, en;q=0.8`: the browser's languages, most wanted first. */
export function acceptLanguage(tags: readonly string[]): string {
  return tags.slice(0, 8).map((tag, index) => index === 0 ? tag : `${tag};q=${Math.max(1, 10 - index) / 10}`).join(", ");
}

async function readLimited(response: Response, url: string): Promise<string> {
  const declared = Number(response.headers.get("Content-Length") ?? "0");
  if (declared > answerLimit) throw new LoadError(url, response.status, `${url} answered ${declared} bytes; at most ${answerLimit} are read`);
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > answerLimit) {
      await reader.cancel();
      throw new LoadError(url, response.status, `${url} answered more than ${answerLimit} bytes; the rest was not read`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The server's `{"error": {"message": …, "field": …}}`, what of it there is. */
function errorDetail(text: string): { message?: string; field?: string } {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown; field?: unknown } } | null;
    const message = parsed?.error?.message, field = parsed?.error?.field;
    return { message: typeof message === "string" ? message : undefined, field: typeof field === "string" ? field : undefined };
  } catch {
    return {};
  }
}

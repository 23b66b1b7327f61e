/**
 * A real browser as a remote client (README "Browser pages"): a page in headless Chromium,
 * served from another origin than the listener's, opens a connection with `fetch` the way the
 * official SDK's HTTP client does (cookies included), reads the connection id, and streams
 * its event stream; a page whose origin is only loopback gets the WebSocket but no CORS.
 */

import assert from "node:assert/strict";
import { launchChromium } from "./fixtures/chromium.ts";
import { initializeRequest, startServer } from "./fixtures/remote/server_harness.ts";
import { within } from "./fixtures/support.ts";

/** A server of one blank page, for an origin of its own. */
function pageServer(): { origin: string; close(): Promise<void> } {
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    () =>
      new Response("<!doctype html><title>page</title>", {
        headers: { "Content-Type": "text/html" },
      }),
  );
  return { origin: `http://127.0.0.1:${server.addr.port}`, close: () => server.shutdown() };
}

/** What the page saw, as plain data. */
interface PageResult {
  status?: number;
  connectionId?: string | null;
  firstEvent?: string;
  error?: string;
}

Deno.test("browser page at an --allow-origin origin: fetch with credentials included (the SDK's default) opens a connection, reads Acp-Connection-Id and streams its events with fetch", async () => {
  const page = pageServer();
  const origin = page.origin;
  const server = await startServer({ allowOrigins: [origin] });
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    await within(tab.goto(`${origin}/`), 20_000, "the page loads");
    const result: PageResult = await within(
      tab.evaluate(async ([url, body]: string[]) => {
        try {
          const opened = await fetch(url, {
            method: "POST",
            credentials: "include",
            headers: { "Content-Type": "application/json", Accept: "application/json" },
            body,
          });
          const connectionId = opened.headers.get("Acp-Connection-Id");
          await opened.text();
          const stream = await fetch(url, {
            credentials: "include",
            headers: { Accept: "text/event-stream", "Acp-Connection-Id": connectionId ?? "" },
          });
          const reader = stream.body!.getReader();
          const { value } = await reader.read(); // the first bytes: a keep-alive or an event
          await reader.cancel();
          await fetch(url, {
            method: "DELETE",
            credentials: "include",
            headers: { "Acp-Connection-Id": connectionId ?? "" },
          });
          return {
            status: opened.status,
            connectionId,
            firstEvent: String(stream.status) + " " + (value ? value.length : 0),
          };
        } catch (e) {
          return { error: String(e) };
        }
      }, [server.url, initializeRequest()]),
      30_000,
      "the page's requests",
    );
    assert.equal(result.error, undefined);
    assert.equal(result.status, 200);
    assert.match(result.connectionId ?? "", /^[0-9a-f]{32}$/);
    assert.match(result.firstEvent ?? "", /^200 /);
  } finally {
    await browser.close();
    await server.close();
    await page.close();
  }
});

Deno.test("browser page at a loopback origin that is not an --allow-origin one: its WebSocket opens, its fetch fails (no CORS), and the log says which --allow-origin to add", async () => {
  const page = pageServer();
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    await within(tab.goto(`${page.origin}/`), 20_000, "the page loads");
    const result: { ws: string; fetch: string } = await within(
      tab.evaluate(async ([url, body]: string[]) => {
        const ws = await new Promise<string>((resolve) => {
          const socket = new WebSocket(url.replace(/^http/, "ws"));
          socket.onopen = () => {
            socket.close(1000);
            resolve("open");
          };
          socket.onerror = () => resolve("error");
        });
        let fetched: string;
        try {
          const answer = await fetch(url, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body,
          });
          fetched = `status ${answer.status}`;
        } catch (e) {
          fetched = `failed: ${(e as Error).name}`;
        }
        return { ws, fetch: fetched };
      }, [server.url, initializeRequest()]),
      30_000,
      "the page's requests",
    );
    assert.deepEqual(result, { ws: "open", fetch: "failed: TypeError" });
    assert.ok(
      server.log.lines.some((l) =>
        l.startsWith("warn:") && l.includes(`add ${page.origin} to allowOrigins`)
      ),
      server.log.lines.join("\n"),
    );
  } finally {
    await browser.close();
    await server.close();
    await page.close();
  }
});

/**
 * The trace viewer's page: one HTML document with its CSS and script inline (no external
 * asset, no framework), served at `/` by `trace_viewer.ts`.
 *
 * What it shows: a sequence diagram with a lane for the Client, acp-proxy, every `Proxy(N)`
 * and the Agent. Every frame event (`request`, `notification`, `response`) is one row carrying
 * `data-event-index` (its index in `/events`); the recorder's own events (`route`,
 * `first_frame`, `agent_start`, `agent_exit`, `non_json`, `invalid`, `error`, `dropped`, and
 * the Rust conductor's `trace` lines) are rows too, styled differently and marked with
 * `data-own-event-index` instead. A request and its response (same exact id text, or else
 * the same value as the daemon takes it, `1.0` and `1`; reverse direction) show their latency and point at each other; error responses and `error` events
 * have the class `is-error`. Filters: `#method-filter`, `#session-filter`, `#errors-only`,
 * `#show-own`. Clicking a row (or ^/v) shows the event's full line, pretty-printed by a
 * tokenizer that copies every token as it is (ids keep their digits), in `#detail-json`.
 * The header `X-Trace-File` names the file. The page polls `/events?since=N` every 500 ms (with one event of overlap, to notice a
 * rewritten file) and appends new rows.
 *
 * The list is virtual: every row has the same height (`--row-h`) and only the rows of the
 * events the filters show that are in or near the viewport (40 rows either side) are in the
 * DOM, placed absolutely in `#rows`, which is as tall as all of them; a row scrolled away is
 * removed, one scrolled to is made (and a row kept stays the same element). So a transcript of
 * 400,000 events makes some 60 rows, not 400,000.
 *
 * @module
 */

import { UNSEEN } from "../log/logger.ts";
import { MAX_TS_SECONDS } from "./trace_file.ts";

/** The page's HTML, served as it is. */
export const TRACE_PAGE: string = String.raw`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>acp-proxy trace</title>
<style>
:root {
  --bg: #f5f6f8; --panel: #ffffff; --text: #1c2230; --muted: #697386; --border: #e2e5eb;
  --lane: #c9d0dc; --hover: #eef1f6; --sel: #e6efff; --pair: #fff6dd;
  --req: #2f6bd8; --notif: #7c5ce0; --resp: #17915f; --err: #d3344a; --own: #a86a12;
  --accent: #2f6bd8; --code-bg: #f7f8fa;
  --j-key: #2f4fa8; --j-str: #17804f; --j-num: #b4510c; --j-lit: #8a3fb8; --j-punct: #7b8496;
  --time-col: 88px; --row-h: 30px;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #14171d; --panel: #1b1f27; --text: #e3e7ef; --muted: #8d97a9; --border: #2b313d;
    --lane: #3a4250; --hover: #222834; --sel: #1f2d47; --pair: #3a321c;
    --req: #6ea0ff; --notif: #a78bfa; --resp: #3ec98d; --err: #ff6b7d; --own: #e0a448;
    --accent: #6ea0ff; --code-bg: #161a21;
    --j-key: #8fb3ff; --j-str: #7ddba8; --j-num: #f3a56b; --j-lit: #d3a2f5; --j-punct: #8d97a9;
  }
}
* { box-sizing: border-box; }
html, body { height: 100%; margin: 0; }
body {
  font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif;
  background: var(--bg); color: var(--text); display: flex; flex-direction: column;
}
code, .mono, pre { font-family: ui-monospace, "SFMono-Regular", "JetBrains Mono", Menlo, Consolas, monospace; }
header.top {
  display: flex; align-items: center; gap: 18px; padding: 10px 18px;
  background: var(--panel); border-bottom: 1px solid var(--border);
}
.brand { display: flex; align-items: center; gap: 10px; min-width: 0; }
.logo {
  width: 28px; height: 28px; border-radius: 8px; display: grid; place-items: center;
  background: linear-gradient(135deg, var(--req), var(--notif)); color: #fff; font-weight: 700;
}
.brand h1 { font-size: 15px; margin: 0; font-weight: 650; white-space: nowrap; }
.brand .file { color: var(--muted); font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.stats { display: flex; gap: 6px; flex-wrap: wrap; margin-left: auto; }
.stat {
  padding: 3px 9px; border-radius: 999px; background: var(--bg); border: 1px solid var(--border);
  font-size: 12px; color: var(--muted); white-space: nowrap;
}
.stat b { color: var(--text); font-weight: 650; }
.stat.bad b { color: var(--err); }
.live { display: flex; align-items: center; gap: 6px; font-size: 12px; color: var(--muted); white-space: nowrap; }
.live .dot { width: 8px; height: 8px; border-radius: 50%; background: var(--muted); }
.live.on .dot { background: var(--resp); box-shadow: 0 0 0 3px color-mix(in srgb, var(--resp) 25%, transparent); }
.live.off .dot { background: var(--err); }
nav.toolbar {
  display: flex; align-items: center; gap: 14px; padding: 8px 18px; flex-wrap: wrap;
  background: var(--panel); border-bottom: 1px solid var(--border);
}
nav.toolbar label { color: var(--muted); font-size: 12px; display: flex; align-items: center; gap: 6px; }
nav.toolbar select {
  font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--border);
  border-radius: 6px; padding: 3px 6px; max-width: 260px;
}
.legend { display: flex; gap: 12px; margin-left: auto; font-size: 12px; color: var(--muted); }
.legend span::before {
  content: ""; display: inline-block; width: 16px; height: 0; margin-right: 5px;
  vertical-align: middle; border-top: 2px solid var(--c);
}
.legend .l-notif::before { border-top-style: dashed; }
#shown-count { font-size: 12px; color: var(--muted); }
main { flex: 1; display: flex; min-height: 0; }
.diagram { flex: 1; overflow: auto; position: relative; min-width: 0; }
.lanes-head {
  position: sticky; top: 0; z-index: 3; height: 42px; display: grid;
  grid-template-columns: var(--time-col) 1fr; background: var(--bg);
  border-bottom: 1px solid var(--border);
}
.lanes-head .corner { font-size: 11px; color: var(--muted); padding: 14px 10px 0 0; text-align: right; }
.stage { position: relative; min-width: 0; }
.lane-name {
  position: absolute; top: 9px; transform: translateX(-50%); padding: 3px 11px; border-radius: 999px;
  background: var(--panel); border: 1px solid var(--border); font-weight: 650; font-size: 12px;
  white-space: nowrap; box-shadow: 0 1px 2px rgba(0, 0, 0, .05);
}
.lane-name.router { color: var(--accent); border-color: color-mix(in srgb, var(--accent) 45%, var(--border)); }
.rows { position: relative; min-height: 100%; padding-bottom: 24px; }
.rows {
  --dash: repeating-linear-gradient(to bottom, var(--lane) 0 4px, transparent 4px 6px);
  --band: linear-gradient(color-mix(in srgb, var(--accent) 12%, transparent), color-mix(in srgb, var(--accent) 12%, transparent));
}
.row .stage {
  background-image: var(--lane-img); background-position: var(--lane-pos);
  background-size: var(--lane-size); background-repeat: no-repeat;
}
.row {
  display: grid; grid-template-columns: var(--time-col) 1fr; height: var(--row-h); cursor: pointer;
  position: absolute; left: 0; right: 0; top: 0; outline: none;
}
.row:hover { background: var(--hover); }
.row.pair-highlight { background: var(--pair); }
.row.selected { background: var(--sel); box-shadow: inset 3px 0 0 var(--accent); }
.row.is-error:not(.selected) { background: color-mix(in srgb, var(--err) 7%, transparent); }
.row.fresh { animation: fresh 1.2s ease-out; }
@keyframes fresh { from { background: color-mix(in srgb, var(--resp) 22%, transparent); } }
.ts { font-size: 11px; color: var(--muted); padding: 9px 10px 0 0; text-align: right; font-variant-numeric: tabular-nums; }
.arrow { position: absolute; top: 0; bottom: 0; color: var(--req); }
.kind-notification .arrow { color: var(--notif); }
.kind-response .arrow { color: var(--resp); }
.is-error .arrow { color: var(--err); }
.arrow .line { position: absolute; left: 0; right: 0; bottom: 8px; border-top: 2px solid currentColor; }
.kind-notification .arrow .line, .own .arrow .line { border-top-style: dashed; }
.arrow .head {
  position: absolute; bottom: 4px; width: 0; height: 0;
  border-top: 5px solid transparent; border-bottom: 5px solid transparent;
}
.arrow.ltr .head { right: -2px; border-left: 9px solid currentColor; }
.arrow.rtl .head { left: -2px; border-right: 9px solid currentColor; }
.arrow .via {
  position: absolute; bottom: 5px; width: 8px; height: 8px; border-radius: 50%;
  background: var(--panel); border: 2px solid currentColor; transform: translateX(-50%);
}
.stage > .label {
  position: absolute; bottom: 11px; transform: translateX(-50%); text-align: center;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: var(--text); font-size: 12px;
}
.method { font-weight: 600; }
.kind-response .method { font-weight: 500; color: var(--muted); }
.chip {
  font: 10.5px ui-monospace, Menlo, Consolas, monospace; padding: 0 5px; border-radius: 4px;
  background: color-mix(in srgb, var(--muted) 14%, transparent); color: var(--muted); margin-left: 4px;
}
.lat {
  font: 10.5px ui-monospace, Menlo, Consolas, monospace; padding: 0 6px; border-radius: 999px; margin-left: 4px;
  background: color-mix(in srgb, var(--resp) 14%, transparent); color: var(--resp);
}
.lat.pending { background: color-mix(in srgb, var(--muted) 12%, transparent); color: var(--muted); }
.lat.err, .chip.err { background: color-mix(in srgb, var(--err) 14%, transparent); color: var(--err); }
.own .pill {
  position: absolute; top: 5px; transform: translateX(-50%); max-width: 46%; padding: 1px 10px;
  border-radius: 6px; font-size: 11.5px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  background: color-mix(in srgb, var(--own) 12%, var(--panel)); color: var(--own);
  border: 1px solid color-mix(in srgb, var(--own) 35%, transparent);
}
.own .arrow { color: var(--own); }
.own .stage > .label { color: var(--own); }
.own.is-error .pill {
  background: color-mix(in srgb, var(--err) 12%, var(--panel)); color: var(--err);
  border-color: color-mix(in srgb, var(--err) 40%, transparent);
}
.hidden { display: none !important; }
.empty { padding: 48px; text-align: center; color: var(--muted); }
aside.detail {
  width: 42%; max-width: 640px; min-width: 320px; border-left: 1px solid var(--border);
  background: var(--panel); overflow: auto; padding: 16px 18px;
}
.detail-empty { color: var(--muted); padding-top: 40px; text-align: center; }
.detail-head { display: flex; align-items: center; gap: 10px; margin-bottom: 10px; }
.detail-head h2 { font-size: 15px; margin: 0; word-break: break-all; }
.badge {
  font-size: 11px; font-weight: 650; text-transform: uppercase; letter-spacing: .04em;
  padding: 2px 8px; border-radius: 5px; color: #fff; background: var(--muted);
}
.badge.kind-request { background: var(--req); }
.badge.kind-notification { background: var(--notif); }
.badge.kind-response { background: var(--resp); }
.badge.own { background: var(--own); }
.badge.is-error { background: var(--err); }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; margin: 0 0 14px; font-size: 12.5px; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; min-width: 0; word-break: break-all; }
button.link {
  font: inherit; color: var(--accent); background: none; border: none; padding: 0; cursor: pointer;
  text-decoration: underline;
}
pre.json {
  margin: 0; padding: 12px 14px; background: var(--code-bg); border: 1px solid var(--border);
  border-radius: 8px; font-size: 12px; line-height: 1.5; white-space: pre-wrap; word-break: break-word;
}
.j-key { color: var(--j-key); } .j-str { color: var(--j-str); } .j-num { color: var(--j-num); }
.j-lit { color: var(--j-lit); } .j-p { color: var(--j-punct); }
.error-banner { padding: 8px 18px; background: color-mix(in srgb, var(--err) 12%, var(--panel)); color: var(--err); }
</style>
</head>
<body>
<header class="top">
  <div class="brand">
    <div class="logo" aria-hidden="true">&#x21c4;</div>
    <h1>acp-proxy trace</h1>
    <span class="file mono" id="file-name"></span>
  </div>
  <div class="stats" id="stats"></div>
  <div class="live" id="live-status" title="polls /events every 500 ms"><span class="dot"></span><span id="live-text">connecting</span></div>
</header>
<nav class="toolbar">
  <label for="method-filter">Method
    <select id="method-filter"><option value="">All methods</option></select>
  </label>
  <label for="session-filter">Session
    <select id="session-filter"><option value="">All sessions</option></select>
  </label>
  <label for="errors-only"><input type="checkbox" id="errors-only"> Errors only</label>
  <label for="show-own"><input type="checkbox" id="show-own" checked> Proxy events</label>
  <span id="shown-count"></span>
  <div class="legend" aria-hidden="true">
    <span style="--c: var(--req)">request</span>
    <span class="l-notif" style="--c: var(--notif)">notification</span>
    <span style="--c: var(--resp)">response</span>
    <span style="--c: var(--err)">error</span>
    <span style="--c: var(--own)">proxy event</span>
  </div>
</nav>
<div class="error-banner hidden" id="banner"></div>
<main>
  <section class="diagram" id="diagram" aria-label="sequence diagram">
    <div class="lanes-head"><div class="corner">ts (s)</div><div class="stage" id="lanes-head"></div></div>
    <div class="rows" id="rows"></div>
    <div class="empty" id="empty">Waiting for events&#x2026;</div>
  </section>
  <aside class="detail" id="detail" aria-live="polite">
    <div class="detail-empty">Click a row to see its frame.</div>
  </aside>
</main>
<script>
(function () {
  "use strict";
  var POLL_MS = 500;
  var MAX_LANES = 64;
  var OTHER_LANE = "(other parties)";
  var FRAME = { request: true, notification: true, response: true };
  var SESSION_CREATING = { "session/new": true, "session/load": true, "session/fork": true, "session/resume": true };
  var ROUTER = "acp-proxy";

  var $ = function (id) { return document.getElementById(id); };
  var rowsEl = $("rows"), laneHeadEl = $("lanes-head");
  var diagramEl = $("diagram"), detailEl = $("detail");
  var methodFilter = $("method-filter"), sessionFilter = $("session-filter");
  var errorsOnly = $("errors-only"), showOwn = $("show-own");

  // A Map from strings that stays fast with keys longer than V8 hashes by their content (16383
  // characters: all of one length would share a hash, and a peer's ids and session ids may be
  // that long): those live in arrays under a short slot of their length and digest, compared
  // exactly (jsonrpc/text_map.ts is the summary's).
  function TextMap() { this.short = new Map(); this.long = new Map(); this.size = 0; }
  function slotOf(k) {
    var a = 0x811c9dc5, b = 0x01000193 ^ k.length;
    for (var i = 0; i < k.length; i++) { var c = k.charCodeAt(i); a = Math.imul(a ^ c, 0x01000193); b = Math.imul(b ^ c, 0x5bd1e995); }
    return k.length + ":" + (a >>> 0).toString(36) + ":" + (b >>> 0).toString(36);
  }
  TextMap.prototype.entry = function (k) {
    var slot = this.long.get(slotOf(k));
    if (slot) for (var i = 0; i < slot.length; i++) if (slot[i][0] === k) return slot[i];
    return undefined;
  };
  TextMap.prototype.get = function (k) {
    if (k.length <= 16383) return this.short.get(k);
    var e = this.entry(k); return e ? e[1] : undefined;
  };
  TextMap.prototype.has = function (k) { return k.length <= 16383 ? this.short.has(k) : this.entry(k) !== undefined; };
  TextMap.prototype.set = function (k, v) {
    if (k.length <= 16383) { if (!this.short.has(k)) this.size++; this.short.set(k, v); return this; }
    var e = this.entry(k);
    if (e) { e[1] = v; return this; }
    var name = slotOf(k), slot = this.long.get(name);
    if (slot) slot.push([k, v]); else this.long.set(name, [[k, v]]);
    this.size++;
    return this;
  };
  TextMap.prototype.delete = function (k) {
    if (k.length <= 16383) { var had = this.short.delete(k); if (had) this.size--; return had; }
    var name = slotOf(k), slot = this.long.get(name) || [];
    var left = slot.filter(function (e) { return e[0] !== k; });
    if (left.length === slot.length) return false;
    if (left.length === 0) this.long.delete(name); else this.long.set(name, left);
    this.size--;
    return true;
  };
  TextMap.prototype.keys = function () {
    var out = Array.from(this.short.keys());
    this.long.forEach(function (slot) { slot.forEach(function (e) { out.push(e[0]); }); });
    return out;
  };

  var state;
  function resetState() {
    state = {
      events: [], lanes: ["Client", ROUTER, "Agent"], named: new Set(), open: new TextMap(), bySender: new TextMap(), senderOf: new TextMap(), aliases: new TextMap(), methods: new TextMap(),
      sessions: new TextMap(), selected: -1, frames: 0, errors: 0, dropped: 0, skipped: 0,
      // The earliest and the latest ts; the events the filters show (their indexes, in order)
      // and, for every event, its position among them (-1: filtered out).
      tsMin: null, tsMax: null, view: [], posOf: []
    };
  }
  resetState();
  // The list is virtual: only the rows of the shown events in and near the viewport are in
  // the DOM (rendered: event index -> row, in index order in #rows), each at top = its
  // position x ROW_H; #rows is as tall as all the shown events.
  var ROW_H = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--row-h")) || 30;
  var OVERSCAN = 40; // rows drawn above and below the viewport
  var ROWS_PAD = 24; // #rows' padding-bottom
  var rendered = new Map();
  var drawn = { first: 0, last: -1 };

  // ---- JSON text helpers: tokens are copied as they are, never converted ----
  function skipString(text, i) {
    // i at the opening quote; returns the index after the closing quote
    var n = text.length;
    for (i++; i < n; i++) {
      var c = text.charCodeAt(i);
      if (c === 92) i++; else if (c === 34) return i + 1;
    }
    return n;
  }
  // The texts of the elements of a top-level JSON array.
  function splitArray(text) {
    var out = [], depth = 0, start = -1, n = text.length;
    for (var i = 0; i < n; i++) {
      var c = text.charCodeAt(i);
      if (c === 34) { if (depth === 1 && start < 0) start = i; i = skipString(text, i) - 1; continue; }
      if (c === 91 || c === 123) {
        if (depth === 1 && start < 0) start = i;
        depth++;
      } else if (c === 93 || c === 125) {
        depth--;
        if (depth === 0 && start >= 0) { out.push(text.slice(start, i).trim()); start = -1; }
      } else if (c === 44 && depth === 1) {
        out.push(text.slice(start, i).trim()); start = -1;
      } else if (depth === 1 && start < 0 && c > 32) {
        start = i;
      }
    }
    return out;
  }
  // The exact text of a top-level member of a JSON object, or null.
  function memberText(text, name) {
    var depth = 0, n = text.length, key = null, valueStart = -1, found = null;
    for (var i = 0; i < n; i++) {
      var c = text.charCodeAt(i);
      if (c === 34) {
        var end = skipString(text, i);
        if (depth === 1 && key === null && valueStart < 0) { key = JSON.parse(text.slice(i, end)); }
        else if (depth === 1 && valueStart < 0) valueStart = i;
        i = end - 1;
        continue;
      }
      if (c === 123 || c === 91) { if (depth === 1 && valueStart < 0) valueStart = i; depth++; }
      else if (c === 125 || c === 93) {
        depth--;
        if (depth === 0) { if (key === name) found = text.slice(valueStart, i).trim(); key = null; valueStart = -1; }
      } else if (c === 44 && depth === 1) {
        if (key === name) found = text.slice(valueStart, i).trim();
        key = null; valueStart = -1;
      } else if (c === 58 && depth === 1) { /* after the key */ }
      else if (depth === 1 && key !== null && valueStart < 0 && c > 32) valueStart = i;
    }
    return found;
  }
  // A peer's text as it is, but for the characters a log line escapes (log/logger.ts UNSEEN:
  // control characters but tab and LF, the line and paragraph separators, the bidirectional
  // controls, U+FEFF, the characters that show as nothing; a zero-width joiner only after ASCII
  // or another escaped one), written as \uXXXX per UTF-16 unit as trace summary writes them: no
  // frame may show its text in another order than it has, or hide part of it.
  var UNSAFE = /[${UNSEEN}]|(?<![^\u0000-\u007f\u200d${UNSEEN}])\u200d/gu;
  function shown(s) {
    return String(s).replace(UNSAFE, function (c) {
      var out = "";
      for (var i = 0; i < c.length; i++) out += "\\u" + ("000" + c.charCodeAt(i).toString(16)).slice(-4);
      return out;
    });
  }
  function esc(s) {
    return shown(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }
  // Pretty-prints JSON text as HTML, token by token (numbers keep every digit); null past
  // MAX_PRETTY_TOKENS tokens: a span per token and its indentation cost some 66 times a frame of
  // a million numbers, and froze the page for minutes (trace13).
  var MAX_PRETTY_TOKENS = 50000;
  function prettyHtml(text) {
    var out = [], indent = 0, n = text.length;
    // Indentation stops growing at depth 32: a frame nested 20,000 deep stays linear in size.
    var pad = function (k) { return "\n" + "  ".repeat(Math.min(32, Math.max(0, k))); };
    var p = function (s) { return '<span class="j-p">' + s + "</span>"; };
    var next = function (i) { while (i < n && " \t\r\n".indexOf(text[i]) >= 0) i++; return i; };
    for (var i = next(0); i < n; i = next(i)) {
      if (out.length >= MAX_PRETTY_TOKENS) return null;
      var c = text[i];
      if (c === '"') {
        var end = skipString(text, i), after = next(end);
        out.push('<span class="' + (text[after] === ":" ? "j-key" : "j-str") + '">' + esc(text.slice(i, end)) + "</span>");
        i = end;
      } else if (c === "{" || c === "[") {
        var close = c === "{" ? "}" : "]", j = next(i + 1);
        if (text[j] === close) { out.push(p(c + close)); i = j + 1; continue; }
        indent++; out.push(p(c) + pad(indent)); i++;
      } else if (c === "}" || c === "]") {
        indent--; out.push(pad(indent) + p(c)); i++;
      } else if (c === ",") { out.push(p(",") + pad(indent)); i++; }
      else if (c === ":") { out.push(p(":") + " "); i++; }
      else {
        var k = i;
        while (k < n && ' \t\r\n{}[],:"'.indexOf(text[k]) < 0) k++;
        var tok = text.slice(i, k) || text[i];
        var cls = tok === "true" || tok === "false" || tok === "null" ? "j-lit" : "j-num";
        out.push('<span class="' + cls + '">' + esc(tok) + "</span>");
        i = Math.max(k, i + 1);
      }
    }
    return out.join("");
  }

  // ---- lanes ----
  function laneName(name) {
    if (typeof name !== "string" || name === "") return "?";
    var lower = name.toLowerCase();
    if (lower === "client") return "Client";
    if (lower === "agent") return "Agent";
    var m = /^proxy\s*[:(]\s*(\d+)\s*\)?$/.exec(lower);
    if (m) return "Proxy(" + Number(m[1]) + ")";
    if (lower === ROUTER || lower === "conductor") return ROUTER;
    return name;
  }
  // A file naming thousands of parties gets a few lanes, not one each (trace10: 5000 lanes
  // took the page 8 s): the parties past the first MAX_LANES others (proxies too) share one,
  // as trace summary's directions past its bound do. Only where a party is drawn: its events
  // keep its name, by which requests and responses pair (regress75).
  function laneOf(party) {
    if (party === "Client" || party === ROUTER || party === "Agent") return party;
    if (!state.named.has(party)) {
      if (state.named.size >= MAX_LANES) return OTHER_LANE;
      state.named.add(party);
    }
    return party;
  }
  function laneRank(name) {
    if (name === "Client") return [0, 0];
    if (name === ROUTER) return [1, 0];
    var m = /^Proxy\((\d+)\)$/.exec(name);
    if (m) return [2, Number(m[1])];
    if (name === "Agent") return [4, 0];
    return [3, 0];
  }
  function ensureLane(name) {
    if (state.lanes.indexOf(name) >= 0) return false;
    state.lanes.push(name);
    var order = state.lanes.map(function (l, i) { return { l: l, r: laneRank(l), i: i }; });
    order.sort(function (a, b) { return a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.i - b.i; });
    state.lanes = order.map(function (o) { return o.l; });
    return true;
  }
  function laneX(name) {
    var i = state.lanes.indexOf(name);
    return (i + 0.5) / state.lanes.length * 100;
  }
  function drawLanes() {
    laneHeadEl.textContent = "";
    var img = [], pos = [], size = [];
    state.lanes.forEach(function (l) {
      var x = laneX(l);
      var chip = document.createElement("div");
      chip.className = "lane-name" + (l === ROUTER ? " router" : "");
      chip.style.left = x + "%"; chip.textContent = shown(l);
      laneHeadEl.appendChild(chip);
      // Each row draws the lane lines as backgrounds, a line of width w centred on x%: a
      // background position of p% puts the image at p% of (stage - w), hence the correction.
      var w = l === ROUTER ? 8 : 1.5;
      img.push(l === ROUTER ? "var(--band)" : "var(--dash)");
      pos.push("calc(" + x + "% + " + (w * (x / 100 - 0.5)).toFixed(3) + "px) 0");
      size.push(w + "px 100%");
    });
    rowsEl.style.setProperty("--lane-img", img.join(", "));
    rowsEl.style.setProperty("--lane-pos", pos.join(", "));
    rowsEl.style.setProperty("--lane-size", size.join(", "));
  }

  // ---- events ----
  function str(v) { return typeof v === "string" ? v : null; }
  /** A value as text: a string or number as it is, anything else (a damaged file's) as JSON. */
  function valueText(v) { return v === undefined ? "?" : typeof v === "string" || typeof v === "number" ? String(v) : JSON.stringify(v); }
  function jsonText(v) { return v === undefined ? "?" : JSON.stringify(v); }
  function obj(v) { return v && typeof v === "object" && !Array.isArray(v) ? v : null; }
  function fmtMs(ms) {
    if (ms === null || ms === undefined) return "";
    return (ms >= 100 ? ms.toFixed(0) : ms >= 10 ? ms.toFixed(1) : ms.toFixed(2)) + " ms";
  }
  function errText(payload) {
    var e = obj(payload);
    if (!e) return "error";
    return "error" + (typeof e.code === "number" ? " " + e.code : "") + (str(e.message) ? " · " + e.message : "");
  }
  function ownSummary(ev) {
    var v = ev.v;
    switch (ev.type) {
      case "route": return "route: requested " + jsonText(v.requested) + " \u2192 selected " + jsonText(v.selected) + (v.rewritten ? " (rewritten)" : "");
      case "first_frame": return "first frame " + (str(v.stage) || "");
      case "agent_start": return (str(v.party) || "agent") + " started" + (typeof v.pid === "number" ? " · pid " + v.pid : "") + (str(v.command) ? " · " + v.command : "") + (str(v.url) ? " · " + v.url : "");
      case "agent_exit": return (str(v.party) || "agent") + " exited · " + (v.signal ? "signal " + valueText(v.signal) : "code " + valueText(v.code));
      case "non_json": return "non-JSON line · " + (str(v.action) || "?") + (str(v.raw) !== null ? " · " + v.raw.slice(0, 80) : "");
      case "invalid": return "invalid · " + (str(v.reason) || "") ;
      case "error": return "error · " + (str(v.message) || jsonText(v.message));
      case "dropped": return "dropped " + valueText(v.count) + (str(v.reason) ? " · " + v.reason : " event" + (v.count === 1 ? "" : "s"));
      case "trace": return (str(v.level) || "log") + " · " + (str(v.message) || "");
      default: return ev.type;
    }
  }
  /**
   * An id's text written as its value's own way ("1" for 1.0), as the daemon compares ids: a
   * string without escapes and a short integer are their own; one past a double's range too.
   */
  function idValueKey(text) {
    if (text === null || /^(?:0|-?[1-9][0-9]{0,14})$/.test(text)) return text;
    if (text.charAt(0) === '"' && text.indexOf("\\") < 0) return text;
    var value;
    try { value = JSON.parse(text); } catch (e) { return text; }
    if (typeof value === "number") return isFinite(value) ? String(value) : text;
    return typeof value === "string" ? JSON.stringify(value) : text;
  }
  /** The key of an id sent from "from" to "to", written as its value's own way. */
  function valueKey(from, to, idText) {
    return from + "\u0000" + to + "\u0000" + idValueKey(idText);
  }
  /** The key of an open request from "from", to any party, with idText (the oldest). */
  function sentOn(from, idText) {
    var keys = state.bySender.get(from + "\u0000" + idText);
    return keys ? keys[0] : null;
  }

  function sessionOf(v) {
    var p = obj(v.params);
    return (p && str(p.sessionId)) || str(v.session);
  }

  function digest(raw, index) {
    var v;
    try { v = JSON.parse(raw); } catch (e) { v = {}; }
    if (!obj(v)) v = {};
    var type = str(v.type) || "?";
    var ev = {
      index: index, raw: raw, v: v, type: type, frame: FRAME[type] === true, ts: typeof v.ts === "number" && Math.abs(v.ts) <= ${MAX_TS_SECONDS} ? v.ts : null,
      from: null, to: null, method: "", idText: null, session: "", pair: null, latency: null, isError: false, row: null,
      freshUntil: 0
    };
    if (ev.ts !== null) {
      state.tsMin = state.tsMin === null ? ev.ts : Math.min(state.tsMin, ev.ts);
      state.tsMax = state.tsMax === null ? ev.ts : Math.max(state.tsMax, ev.ts);
    }
    if (ev.frame) {
      ev.from = laneName(v.from); ev.to = laneName(v.to);
      ev.idText = type === "notification" ? null : memberText(raw, "id");
      state.frames++;
    } else if (type === "trace") {
      ev.from = ev.to = laneName(v.component);
    } else if (type === "non_json" || type === "invalid" || type === "dropped") {
      if (v.from !== undefined && v.to !== undefined) { ev.from = laneName(v.from); ev.to = laneName(v.to); }
    }
    if (type === "request" || type === "notification") {
      // A proxy's message to or from its successor, in the _proxy/successor envelope the
      // chain carried it in: shown as the message inside, as the Rust conductor records it.
      var inner = v.method === "_proxy/successor" ? obj(v.params) : null;
      var message = inner && str(inner.method) ? inner : v;
      ev.method = str(message.method) || "(no method)";
      ev.session = sessionOf(message) || "";
    }
    if (type === "request") {
      var key = ev.from + "\u0000" + ev.to + "\u0000" + ev.idText;
      var q = state.open.get(key);
      if (!q) { q = []; state.open.set(key, q); }
      q.push(ev);
      if (!state.senderOf.has(key)) {
        // Written otherwise than its value's own way (1.0): a response written 1 finds it.
        var alias = valueKey(ev.from, ev.to, ev.idText);
        if (alias !== key) state.aliases.set(alias, (state.aliases.get(alias) || []).concat([key]));
        var sent = ev.from + "\u0000" + ev.idText;
        state.senderOf.set(key, sent);
        state.bySender.set(sent, (state.bySender.get(sent) || []).concat([key]));
      }
    } else if (type === "response") {
      ev.isError = v.is_error === true;
      var back = ev.to + "\u0000" + ev.from + "\u0000" + ev.idText;
      // The router's own answer to a request that went on to a party that never answered it.
      if (ev.from === ROUTER && !state.open.has(back)) back = sentOn(ev.to, ev.idText) || back;
      // No request with its exact text: one with its value (1 back for 1.0), as the daemon.
      if (!state.open.has(back)) {
        var byValue = valueKey(ev.to, ev.from, ev.idText);
        var aliased = state.aliases.get(byValue);
        back = state.open.has(byValue) ? byValue : (aliased && aliased[0]) || back;
      }
      var queue = state.open.get(back);
      var req = queue ? queue.shift() : undefined;
      if (queue && queue.length === 0) {
        state.open.delete(back);
        var from = state.senderOf.get(back);
        state.senderOf.delete(back);
        var left = (state.bySender.get(from) || []).filter(function (k) { return k !== back; });
        if (left.length === 0) state.bySender.delete(from); else state.bySender.set(from, left);
        if (state.aliases.size > 0) {
          var parts = back.split("\u0000"), aliasOf = valueKey(parts[0], parts[1], parts[2]);
          var others = (state.aliases.get(aliasOf) || []).filter(function (k) { return k !== back; });
          if (others.length === 0) state.aliases.delete(aliasOf); else state.aliases.set(aliasOf, others);
        }
      }
      var payload = obj(v.payload);
      if (req) {
        ev.pair = req; req.pair = ev;
        ev.method = req.method;
        if (ev.ts !== null && req.ts !== null) ev.latency = req.latency = Math.round((ev.ts - req.ts) * 1e6) / 1e3;
        var created = !ev.isError && SESSION_CREATING[req.method] && payload && str(payload.sessionId);
        if (!req.session && created) {
          req.session = created;
          relabeled = true;
          if (req.row) req.row.dataset.session = created;
          state.sessions.set(created, (state.sessions.get(created) || 0) + 1);
        }
        ev.session = req.session || str(v.session) || "";
        req.responseError = ev.isError;
      } else {
        ev.session = str(v.session) || (!ev.isError && payload && str(payload.sessionId)) || "";
      }
    } else if (type === "error") {
      ev.isError = true;
    } else if (type === "dropped") {
      // As trace summary counts: a whole positive count; a damaged one adds nothing.
      state.dropped += Number.isSafeInteger(v.count) && v.count > 0 ? v.count : 0;
    }
    if (ev.isError) state.errors++;
    if (ev.method) state.methods.set(ev.method, (state.methods.get(ev.method) || 0) + (type === "response" ? 0 : 1));
    if (ev.session) state.sessions.set(ev.session, (state.sessions.get(ev.session) || 0) + 1);
    return ev;
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = shown(text);
    return e;
  }
  function latencyBadge(ev) {
    if (ev.type === "request" && !ev.pair) return el("span", "lat pending", "pending");
    if (ev.latency === null) return null;
    var bad = ev.type === "request" ? ev.responseError : ev.isError;
    return el("span", "lat" + (bad ? " err" : ""), (ev.type === "response" ? "\u21a9 " : "") + fmtMs(ev.latency));
  }
  function arrow(ev, stage, label) {
    var a = laneOf(ev.from), b = laneOf(ev.to);
    var xa = laneX(a), xb = laneX(b);
    var box = el("div", "arrow " + (xb >= xa ? "ltr" : "rtl"));
    var left = Math.min(xa, xb), width = Math.abs(xb - xa);
    box.style.left = left + "%"; box.style.width = width + "%";
    box.appendChild(el("div", "line"));
    box.appendChild(el("div", "head"));
    var ri = state.lanes.indexOf(ROUTER), ia = state.lanes.indexOf(a), ib = state.lanes.indexOf(b);
    if (width > 0 && ri > Math.min(ia, ib) && ri < Math.max(ia, ib)) {
      var via = el("div", "via");
      via.style.left = ((laneX(ROUTER) - left) / width * 100) + "%";
      box.appendChild(via);
    }
    stage.appendChild(box);
    // The label is centred on the arrow and may be wider than it, within the stage.
    var mid = left + width / 2;
    label.style.left = mid + "%";
    label.style.maxWidth = "calc(" + (2 * Math.min(mid, 100 - mid)) + "% - 8px)";
    stage.appendChild(label);
  }
  function renderStage(ev) {
    var stage = ev.row.lastChild;
    stage.textContent = "";
    if (ev.frame) {
      var label = el("div", "label");
      if (ev.type === "response") {
        label.appendChild(el("span", "method", ev.pair ? ev.method : "response"));
        label.appendChild(el("span", "chip" + (ev.isError ? " err" : ""), ev.isError ? errText(ev.v.payload) : "result"));
      } else {
        label.appendChild(el("span", "method", ev.method));
        var update = obj(obj(ev.v.params) && ev.v.params.update);
        if (update && str(update.sessionUpdate)) label.appendChild(el("span", "chip kind", update.sessionUpdate));
      }
      if (ev.idText !== null) {
        var long = ev.idText.length > 16 && ev.idText.charAt(0) === '"';
        var chip = el("span", "chip id", "#" + (long ? ev.idText.slice(0, 9) + "\u2026" : ev.idText));
        chip.setAttribute("data-id", ev.idText);
        label.appendChild(chip);
      }
      var badge = latencyBadge(ev);
      if (badge) label.appendChild(badge);
      label.title = label.textContent.replace(/#"[^ ]*\u2026/, "#" + ev.idText);
      arrow(ev, stage, label);
    } else if (ev.from && ev.to && laneOf(ev.from) !== laneOf(ev.to)) {
      var l = el("div", "label", ownSummary(ev));
      l.title = l.textContent;
      arrow(ev, stage, l);
    } else {
      var pill = el("div", "pill", ownSummary(ev));
      pill.title = pill.textContent;
      pill.style.left = laneX(laneOf(ev.from || ROUTER)) + "%";
      stage.appendChild(pill);
    }
  }
  var lanesChanged = false;
  var relabeled = false; // an event placed earlier got its session (a session filter may show it now)
  function ensureLaneQuiet(name) { if (ensureLane(name)) lanesChanged = true; }

  // The row of an event (drawn when it comes near the viewport), at its position in the view.
  function makeRow(ev, position) {
    var row = el("div", "row " + (ev.frame ? "frame kind-" + ev.type : "own own-" + ev.type));
    row.setAttribute(ev.frame ? "data-event-index" : "data-own-event-index", String(ev.index));
    row.dataset.method = ev.method;
    row.dataset.session = ev.session;
    row.style.top = position * ROW_H + "px";
    if (ev.isError) row.classList.add("is-error");
    var selected = state.events[state.selected];
    if (selected === ev) row.classList.add("selected");
    if (selected && selected.pair === ev) row.classList.add("pair-highlight");
    if (ev.freshUntil > Date.now()) row.classList.add("fresh");
    row.appendChild(el("div", "ts", ev.ts === null ? "" : ev.ts.toFixed(3)));
    row.appendChild(el("div", "stage"));
    ev.row = row;
    renderStage(ev);
    return row;
  }

  // The filters as they are now (read once, not once per event).
  function filters() {
    return { own: showOwn.checked, errors: errorsOnly.checked, method: methodFilter.value, session: sessionFilter.value };
  }
  function sameFilters(a, b) {
    return a.own === b.own && a.errors === b.errors && a.method === b.method && a.session === b.session;
  }
  function visible(ev, f) {
    if (!ev.frame && !f.own) return false;
    if (f.errors && !ev.isError) return false;
    if (f.method && ev.method !== f.method) return false;
    if (f.session && ev.session !== f.session) return false;
    return true;
  }
  // Adds ev to the view if the filters f show it.
  function place(ev, f) {
    if (visible(ev, f)) { state.posOf[ev.index] = state.view.length; state.view.push(ev.index); }
    else state.posOf[ev.index] = -1;
  }
  function showCount() {
    var shown = state.view.length;
    $("shown-count").textContent = shown === state.events.length ? "" : shown + " of " + state.events.length + " shown";
    rowsEl.style.height = shown * ROW_H + ROWS_PAD + "px";
  }
  function applyFilters() {
    var f = filters();
    state.view = []; state.posOf = [];
    state.events.forEach(function (ev) { place(ev, f); });
    showCount();
    render(true);
  }
  // Draws the rows of the shown events in and near the viewport, and only them; the rows kept
  // stay the same elements (a click on one is not lost), in index order.
  function render(force) {
    var top = diagramEl.scrollTop - rowsEl.offsetTop;
    var first = Math.max(0, Math.floor(top / ROW_H) - OVERSCAN);
    var last = Math.min(state.view.length - 1, Math.ceil((top + diagramEl.clientHeight) / ROW_H) + OVERSCAN);
    if (!force && first === drawn.first && last === drawn.last) return;
    drawn.first = first; drawn.last = last;
    rendered.forEach(function (row, index) {
      var p = state.posOf[index];
      if (p === undefined || p < first || p > last) {
        row.remove(); rendered.delete(index);
        if (state.events[index]) state.events[index].row = null;
      }
    });
    var next = rowsEl.firstChild;
    for (var p = first; p <= last; p++) {
      var ev = state.events[state.view[p]];
      if (ev.row) {
        var t = p * ROW_H + "px";
        if (ev.row.style.top !== t) ev.row.style.top = t;
        next = ev.row.nextSibling;
      } else {
        rowsEl.insertBefore(makeRow(ev, p), next);
        rendered.set(ev.index, ev.row);
      }
    }
  }
  // Scrolls so that the row of ev (if the filters show it) is in view below the lane names.
  function reveal(ev) {
    var p = state.posOf[ev.index];
    if (p === undefined || p < 0) return;
    var y = p * ROW_H;
    if (y < diagramEl.scrollTop) diagramEl.scrollTop = y;
    else if (rowsEl.offsetTop + y + ROW_H > diagramEl.scrollTop + diagramEl.clientHeight) {
      diagramEl.scrollTop = rowsEl.offsetTop + y + ROW_H - diagramEl.clientHeight;
    }
    render(false);
  }
  function fillSelect(select, map, allLabel) {
    var value = select.value;
    var keys = Array.from(map.keys()).sort();
    if (select.options.length === keys.length + 1) {
      var same = keys.every(function (k, i) { return select.options[i + 1].value === k; });
      if (same) { keys.forEach(function (k, i) { select.options[i + 1].textContent = shown(k) + " (" + map.get(k) + ")"; }); return; }
    }
    select.textContent = "";
    var all = el("option", "", allLabel); all.value = ""; select.appendChild(all);
    keys.forEach(function (k) { var o = el("option", "", k + " (" + map.get(k) + ")"); o.value = k; select.appendChild(o); });
    select.value = value;
  }
  function stat(label, value, bad) {
    var s = el("span", "stat" + (bad ? " bad" : ""));
    s.appendChild(el("b", "", String(value)));
    if (label) s.appendChild(document.createTextNode(" " + label));
    return s;
  }
  function drawStats() {
    var stats = $("stats");
    stats.textContent = "";
    // The span from the earliest ts to the latest, as trace summary says it (a file whose
    // lines are out of order still gets its span).
    var first = state.tsMin, last = state.tsMax;
    stats.appendChild(stat(state.events.length === 1 ? "event" : "events", state.events.length));
    stats.appendChild(stat(state.frames === 1 ? "frame" : "frames", state.frames));
    stats.appendChild(stat(state.sessions.size === 1 ? "session" : "sessions", state.sessions.size));
    stats.appendChild(stat(state.errors === 1 ? "error" : "errors", state.errors, state.errors > 0));
    if (state.dropped > 0) stats.appendChild(stat("dropped", state.dropped, true));
    if (state.skipped > 0) stats.appendChild(stat(state.skipped === 1 ? "line skipped" : "lines skipped", state.skipped, true));
    stats.appendChild(stat("", (first === null ? "0.000" : (last - first).toFixed(3)) + " s"));
  }

  function addEvents(texts) {
    var atBottom = diagramEl.scrollTop + diagramEl.clientHeight >= diagramEl.scrollHeight - 40;
    var live = state.events.length > 0;
    var f = filters();
    var freshUntil = live ? Date.now() + 1200 : 0;
    lanesChanged = false;
    relabeled = false;
    texts.forEach(function (raw) {
      var ev = digest(raw, state.events.length);
      state.events.push(ev);
      if (ev.from) ensureLaneQuiet(laneOf(ev.from));
      if (ev.to) ensureLaneQuiet(laneOf(ev.to));
      ev.freshUntil = freshUntil;
      place(ev, f);
      // A request drawn as pending when its response comes is drawn again.
      if (ev.pair && ev.pair.row && !lanesChanged) renderStage(ev.pair);
    });
    if (lanesChanged) { drawLanes(); rendered.forEach(function (row, index) { renderStage(state.events[index]); }); }
    $("empty").classList.toggle("hidden", state.events.length > 0);
    fillSelect(methodFilter, state.methods, "All methods");
    fillSelect(sessionFilter, state.sessions, "All sessions");
    drawStats();
    // A select whose value is gone (a rewritten file) shows everything again: so does the view.
    if (!sameFilters(f, filters()) || (relabeled && f.session)) applyFilters(); else showCount();
    if (live && atBottom) diagramEl.scrollTop = diagramEl.scrollHeight;
    render(true);
  }

  // ---- detail panel ----
  function fact(dl, name, value) {
    dl.appendChild(el("dt", "", name));
    var dd = el("dd");
    if (typeof value === "string") dd.textContent = shown(value); else dd.appendChild(value);
    dl.appendChild(dd);
  }
  function jumpButton(ev) {
    var b = el("button", "link", "#" + ev.index);
    b.type = "button";
    b.addEventListener("click", function () { select(ev.index, true); });
    return b;
  }
  function select(index, scroll) {
    var prev = state.events[state.selected];
    if (prev) {
      if (prev.row) prev.row.classList.remove("selected");
      if (prev.pair && prev.pair.row) prev.pair.row.classList.remove("pair-highlight");
    }
    var ev = state.events[index];
    if (!ev) return;
    state.selected = index;
    if (ev.row) ev.row.classList.add("selected");
    if (ev.pair && ev.pair.row) ev.pair.row.classList.add("pair-highlight");
    if (scroll) reveal(ev); // a row drawn by it gets its classes from state.selected
    detailEl.textContent = "";
    var head = el("div", "detail-head");
    var badge = el("span", "badge " + (ev.frame ? "kind-" + ev.type : "own") + (ev.isError ? " is-error" : ""), ev.type.replace("_", " "));
    head.appendChild(badge);
    head.appendChild(el("h2", "", ev.frame ? (ev.method || "response") : ownSummary(ev)));
    detailEl.appendChild(head);
    var dl = el("dl", "facts");
    fact(dl, "event", "#" + ev.index);
    if (ev.ts !== null) fact(dl, "time", ev.ts.toFixed(6) + " s");
    if (ev.from && ev.to) fact(dl, "direction", ev.from + " \u2192 " + ev.to);
    if (ev.idText !== null) { var code = el("code", "", ev.idText); code.id = "detail-id"; fact(dl, "id", code); }
    if (ev.session) fact(dl, "session", ev.session);
    if (ev.pair) {
      var span = el("span");
      span.appendChild(jumpButton(ev.pair));
      span.appendChild(document.createTextNode((ev.type === "request" ? " answered after " : " sent ") + fmtMs(ev.latency) + (ev.type === "request" ? "" : " earlier")));
      fact(dl, ev.type === "request" ? "response" : "request", span);
    } else if (ev.type === "request") {
      fact(dl, "response", "none yet");
    } else if (ev.type === "response") {
      fact(dl, "request", "no matching request in this transcript");
    }
    var html = prettyHtml(ev.raw);
    if (html === null) fact(dl, "shown", "as recorded: over " + MAX_PRETTY_TOKENS + " JSON tokens are not laid out");
    detailEl.appendChild(dl);
    var pre = el("pre", "json");
    pre.id = "detail-json";
    if (html === null) pre.textContent = shown(ev.raw);
    else pre.innerHTML = html;
    detailEl.appendChild(pre);
  }
  rowsEl.addEventListener("click", function (e) {
    var row = e.target.closest(".row");
    if (!row) return;
    var index = row.getAttribute("data-event-index");
    if (index === null) index = row.getAttribute("data-own-event-index");
    select(Number(index), false);
  });
  document.addEventListener("keydown", function (e) {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    if (e.target && e.target.tagName === "SELECT") return;
    var step = e.key === "ArrowDown" ? 1 : -1;
    for (var i = state.selected + step; i >= 0 && i < state.events.length; i += step) {
      if (state.posOf[i] >= 0) { select(i, true); e.preventDefault(); return; }
    }
  });
  diagramEl.addEventListener("scroll", function () { render(false); }, { passive: true });
  window.addEventListener("resize", function () { render(false); });
  [methodFilter, sessionFilter, errorsOnly, showOwn].forEach(function (input) {
    input.addEventListener("change", applyFilters);
  });

  // ---- polling ----
  function setLive(ok, message) {
    var live = $("live-status");
    live.classList.toggle("on", ok); live.classList.toggle("off", !ok);
    $("live-text").textContent = ok ? "live" : "disconnected";
    var banner = $("banner");
    banner.classList.toggle("hidden", ok);
    // The viewer's own answer says what failed ("cannot read the transcript: ..."); no answer
    // at all is the viewer gone. Each once, with what the page does next (trace10: the prefix
    // was said twice).
    if (!ok) {
      var text = shown(message);
      banner.textContent = text.charAt(0).toUpperCase() + text.slice(1) + " (trying again every " +
        POLL_MS + " ms)";
    }
  }
  function clearAll() {
    rendered.forEach(function (row) { row.remove(); });
    rendered.clear();
    resetState();
    showCount();
    render(true);
    detailEl.textContent = "";
    detailEl.appendChild(el("div", "detail-empty", "Click a row to see its frame."));
    drawLanes();
  }
  function poll() {
    var n = state.events.length;
    var since = n > 0 ? n - 1 : 0;
    fetch("/events?since=" + since, { cache: "no-store" }).catch(function (e) {
      // No answer at all: the viewer is gone.
      throw new Error("cannot reach acp-proxy trace view (" + (e && e.message) + "): is it still running?");
    }).then(function (response) {
      return response.text().then(function (body) {
        if (!response.ok) throw new Error(body.trim() || "HTTP " + response.status);
        state.skipped = Number(response.headers.get("x-trace-skipped")) || 0;
        var file = response.headers.get("x-trace-file");
        if (file) { $("file-name").textContent = shown(decodeURIComponent(file)); document.title = shown(decodeURIComponent(file)) + " · acp-proxy trace"; }
        var items = splitArray(body);
        if (n > 0) {
          if (items.length === 0 || items[0] !== state.events[n - 1].raw) {
            clearAll();
            return true; // the file was rewritten: read it again at once
          }
          items.shift();
        }
        if (items.length > 0) addEvents(items); else drawStats();
        return false;
      });
    }).then(function (again) {
      setLive(true);
      setTimeout(poll, again ? 0 : POLL_MS);
    }, function (e) {
      setLive(false, e && e.message ? e.message : String(e));
      setTimeout(poll, POLL_MS);
    });
  }
  drawLanes();
  drawStats();
  poll();
})();
</script>
</body>
</html>
`;

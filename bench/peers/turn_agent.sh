#!/bin/sh
# The small agent of figure 10 (issue 13), one per remote connection: answers `initialize`,
# `session/new` (session `sess-1`) and `session/prompt` (one `session/update`, then the
# `end_turn` answer), ignores every other line, and exits at end of input. Each request's id
# is copied as it is; the client writes `"id"` before `"method"` and `"params"`.
while IFS= read -r line; do
  id=${line#*\"id\":}
  id=${id%%[,\}]*}
  case $line in
    *'"method":"initialize"'*)
      printf '%s%s%s\n' '{"jsonrpc":"2.0","id":' "$id" ',"result":{"protocolVersion":1,"agentCapabilities":{},"authMethods":[]}}' ;;
    *'"method":"session/new"'*)
      printf '%s%s%s\n' '{"jsonrpc":"2.0","id":' "$id" ',"result":{"sessionId":"sess-1"}}' ;;
    *'"method":"session/prompt"'*)
      printf '%s\n' '{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"sess-1","update":{"sessionUpdate":"agent_message_chunk","content":{"type":"text","text":"done"}}}}'
      printf '%s%s%s\n' '{"jsonrpc":"2.0","id":' "$id" ',"result":{"stopReason":"end_turn"}}' ;;
  esac
done

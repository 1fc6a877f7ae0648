"""Drives an MCP server over stdio with the official Python SDK and prints what it answered.

    client.py COMMAND [ARG...]

The server runs with this process's environment. Every tool the server lists is called with
arguments for one place; the summary printed on standard output is JSON:
{"server", "tools": {name: {"outputSchema", "readOnly"}}, "calls": {name: {"isError", "structured", "text"}},
 "resources": [uri...], "preferences": {...}}.
Exits non-zero when a listed tool lacks a schema or an answer lacks structured content.
"""

import asyncio
import json
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

PLACE = {"place": "26.6832,101.8551", "language": "en"}
ARGUMENTS = {
    "find_place": {"query": "London", "limit": 2},
    "hourly_forecast": dict(PLACE, hours=3),
    "daily_forecast": dict(PLACE, days=2),
    "past_weather": dict(PLACE, hours=6),
}


def field(value, snake, camel):
    """A field by its SDK 2 name (snake case) or its SDK 1 name (camel case)."""
    return getattr(value, snake) if hasattr(value, snake) else getattr(value, camel)


async def main() -> int:
    server = StdioServerParameters(command=sys.argv[1], args=sys.argv[2:], env=dict(os.environ))
    summary = {"tools": {}, "calls": {}}
    problems = []
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            summary["server"] = field(initialized, "server_info", "serverInfo").name
            listed = await session.list_tools()
            for tool in listed.tools:
                summary["tools"][tool.name] = {
                    "outputSchema": field(tool, "output_schema", "outputSchema") is not None,
                    "readOnly": bool(tool.annotations and field(tool.annotations, "read_only_hint", "readOnlyHint")),
                }
                if field(tool, "output_schema", "outputSchema") is None:
                    problems.append(f"{tool.name} has no output schema")
            for tool in listed.tools:
                result = await session.call_tool(tool.name, ARGUMENTS.get(tool.name, PLACE))
                structured = field(result, "structured_content", "structuredContent")
                summary["calls"][tool.name] = {
                    "isError": bool(field(result, "is_error", "isError")),
                    "structured": structured,
                    "text": "\n".join(item.text for item in result.content if item.type == "text"),
                }
                if not field(result, "is_error", "isError") and structured is None:
                    problems.append(f"{tool.name} answered without structured content")
            bad = await session.call_tool("current_weather", {"latitude": 91, "longitude": 0})
            summary["calls"]["latitude 91"] = {
                "isError": bool(field(bad, "is_error", "isError")),
                "text": "\n".join(item.text for item in bad.content if item.type == "text"),
            }
            resources = await session.list_resources()
            summary["resources"] = [str(resource.uri) for resource in resources.resources]
            preferences = await session.read_resource("weather://preferences")
            summary["preferences"] = json.loads(preferences.contents[0].text)
    summary["problems"] = problems
    print(json.dumps(summary, ensure_ascii=False))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

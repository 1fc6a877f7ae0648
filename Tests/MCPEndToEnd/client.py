"""Drives an MCP server over stdio with the official Python SDK and prints what it answered.

    client.py PLAN COMMAND [ARG...]

PLAN is a JSON list of [label, tool, arguments] calls. The server runs with this process's
environment. The client lists the tools, makes every call, reads every resource the server
lists, and prints a JSON summary on standard output:
{"server", "tools": {name: {"outputSchema", "readOnly", "idempotent"}},
 "calls": {label: {"isError", "structured", "text"}}, "resources": {uri: text}, "problems": [...]}.
The SDK checks each answer's structured content against the tool's output schema. Exits
non-zero when a listed tool lacks an output schema or is never called, or an answer lacks
structured content.
"""

import asyncio
import json
import os
import sys

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def field(value, snake, camel):
    """A field by its SDK 2 name (snake case) or its SDK 1 name (camel case)."""
    return getattr(value, snake) if hasattr(value, snake) else getattr(value, camel)


async def main() -> int:
    plan = json.loads(sys.argv[1])
    server = StdioServerParameters(command=sys.argv[2], args=sys.argv[3:], env=dict(os.environ))
    summary = {"tools": {}, "calls": {}, "resources": {}}
    problems = []
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            summary["server"] = field(initialized, "server_info", "serverInfo").name
            listed = await session.list_tools()
            for tool in listed.tools:
                annotations = tool.annotations
                summary["tools"][tool.name] = {
                    "outputSchema": field(tool, "output_schema", "outputSchema") is not None,
                    "readOnly": bool(annotations and field(annotations, "read_only_hint", "readOnlyHint")),
                    "idempotent": bool(annotations and field(annotations, "idempotent_hint", "idempotentHint")),
                }
                if field(tool, "output_schema", "outputSchema") is None:
                    problems.append(f"{tool.name} has no output schema")
            for label, name, arguments in plan:
                result = await session.call_tool(name, arguments)
                structured = field(result, "structured_content", "structuredContent")
                failed = bool(field(result, "is_error", "isError"))
                summary["calls"][label] = {
                    "isError": failed,
                    "structured": structured,
                    "text": "\n".join(item.text for item in result.content if item.type == "text"),
                }
                if not failed and structured is None:
                    problems.append(f"{label} answered without structured content")
            called = {name for _, name, _ in plan}
            problems += [f"{tool.name} was not called" for tool in listed.tools if tool.name not in called]
            capabilities = field(initialized, "capabilities", "capabilities")
            if capabilities.resources is not None:
                resources = await session.list_resources()
                for resource in resources.resources:
                    contents = await session.read_resource(resource.uri)
                    summary["resources"][str(resource.uri)] = contents.contents[0].text
    summary["problems"] = problems
    print(json.dumps(summary, ensure_ascii=False))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

"""The first navigate destination in a JSON document on standard input (a
command's result), or nothing: how the load test and the bytes measurement
reach the screens only a command leads to."""
import json
import sys


def find(value):
    if isinstance(value, dict):
        if isinstance(value.get("destination"), str):
            return value["destination"]
        value = list(value.values())
    if isinstance(value, list):
        for item in value:
            found = find(item)
            if found:
                return found
    return None


print(find(json.load(sys.stdin)) or "")

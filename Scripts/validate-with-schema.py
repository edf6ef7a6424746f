#!/usr/bin/env python3
"""Validates JSON documents against docs/sdui.schema.json (or another schema)
with python-jsonschema, a validator independent of our Swift code.

    validate-with-schema.py SCHEMA [--def POINTER] FILE...
    validate-with-schema.py SCHEMA --batch FILE

POINTER picks the part of the schema to check against (a JSON pointer such
as /$defs/commandResult); the root (a screen) without it. A FILE of "-"
reads one document from standard input. --batch reads a JSON array of
{"name": ..., "def": POINTER or "", "document": ...} and checks each, in
one process (the tests use it). Prints "FILE: ok", or one line per
error: "FILE: PATH: MESSAGE" with PATH the failing value's JSON path
(sections[0].components[1].label). Exits 1 when any document is invalid,
2 on a usage or read error.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("validate-with-schema: python3-jsonschema is missing (Scripts/setup.sh installs it)", file=sys.stderr)
    sys.exit(2)


def json_path(parts):
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "(root)"


def leaves(error):
    """The innermost errors of the branch the document most likely meant:
    under anyOf/oneOf, a branch whose own type matched the value beats one
    that fails at the value itself ("is not of type 'null'"), and deeper
    errors beat shallower ones."""
    if not error.context:
        return [error]
    branches = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0] if sub.relative_schema_path else 0, []).append(sub)

    def score(errors):
        at_value = any(e.validator in ("type", "const", "enum", "pattern", "$ref") and list(e.absolute_path) == list(error.absolute_path)
                       and not e.context for e in errors)
        return (not at_value, max(len(e.absolute_path) for e in errors))

    best = max(branches.values(), key=score)
    found = []
    for sub in best:
        found.extend(leaves(sub))
    return found


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    schema_path, rest = argv[1], argv[2:]
    pointer = ""
    if rest and rest[0] == "--def":
        if len(rest) < 3:
            print(__doc__, file=sys.stderr)
            return 2
        pointer, rest = rest[1], rest[2:]
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validators = {}

    def validator(pointer):
        if pointer not in validators:
            rooted = dict(schema)
            if pointer:
                rooted["$ref"] = "#" + pointer
            validators[pointer] = validator_class(rooted)
        return validators[pointer]

    jobs = []
    if rest and rest[0] == "--batch":
        if len(rest) != 2:
            print(__doc__, file=sys.stderr)
            return 2
        try:
            with open(rest[1], encoding="utf-8") as handle:
                jobs = [(job["name"], job.get("def", ""), job["document"], None) for job in json.load(handle)]
        except (OSError, ValueError, KeyError, TypeError) as error:
            print(f"{rest[1]}: cannot read the batch: {error}")
            return 2
    else:
        for name in rest:
            try:
                if name == "-":
                    document = json.load(sys.stdin)
                else:
                    with open(name, encoding="utf-8") as handle:
                        document = json.load(handle)
                jobs.append((name, pointer, document, None))
            except (OSError, ValueError) as error:
                jobs.append((name, pointer, None, f"cannot read: {error}"))
    status = 0
    for name, job_pointer, document, failure in jobs:
        if failure:
            print(f"{name}: {failure}")
            status = 2
            continue
        try:
            errors = sorted(validator(job_pointer).iter_errors(document), key=lambda e: list(map(str, e.absolute_path)))
        except jsonschema.exceptions.RefResolutionError as error:
            print(f"{name}: the schema has no {job_pointer or 'root'}: {error}")
            status = 2
            continue
        if not errors:
            print(f"{name}: ok")
            continue
        status = max(status, 1)
        seen = set()
        for error in errors:
            for inner in leaves(error):
                line = f"{name}: {json_path(inner.absolute_path)}: {inner.message}"
                if line not in seen:
                    seen.add(line)
                    print(line)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""Prints, one per line and each once, the functions of one object (by file
name) that a callgrind profile saw run (as a running function or as the
target of a call), sorted by name: the linker only needs to keep them
together, and a sorted list changes by the functions that changed when it is
made again.

    python3 callgrind-functions.py CALLGRIND_OUT OBJECT_NAME

Callgrind writes each object and function name once, with a number, and the
number alone after that (`ob=(3) /path`, then `ob=(3)`); `cob=` and `cfn=`
name a call's target, whose object is the caller's unless `cob=` says
otherwise. Recursion levels (`name'2`) are folded into the name; addresses
without a symbol and valgrind's own names (`(below main)`) are left out.
"""
import re
import sys

path, wanted = sys.argv[1], sys.argv[2]
LINE = re.compile(r"^(ob|cob|fn|cfn)=\((\d+)\)(?: (.*))?$")
objects, functions = {}, {}
current_object = target_object = None
seen, order = set(), []

with open(path, errors="replace") as profile:
    for raw in profile:
        match = LINE.match(raw.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        if kind in ("ob", "cob"):
            if name:
                objects[number] = name
            if kind == "ob":
                current_object = target_object = objects.get(number)
            else:
                target_object = objects.get(number)
            continue
        if name:
            functions[number] = name
        owner = current_object if kind == "fn" else target_object
        if kind == "cfn":
            target_object = current_object  # a cob= applies to one call only
        function = re.sub(r"'\d+$", "", functions.get(number, ""))
        if owner and owner.rsplit("/", 1)[-1] == wanted and function and not function.startswith(("0x", "(")) \
                and function not in seen:
            seen.add(function)
            order.append(function)

if not order:
    sys.exit(f"callgrind-functions: no function of {wanted} in {path}")
print("\n".join(sorted(order)))

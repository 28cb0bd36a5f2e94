import re
import textwrap
from collections import Counter

msgs = re.findall(r'msg="([^"]*)"', context)
kinds = Counter(re.sub(r"\s*\d+\s*", " ", m).strip() for m in msgs)
users = Counter(re.findall(r"user=(\w+)", context))

summary = (
    f"The log contains {len(msgs)} records from {len(users)} users. "
    f"The most frequent message type is '{kinds.most_common(1)[0][0]}' "
    f"({kinds.most_common(1)[0][1]} occurrences), followed by "
    + ", ".join(f"'{k}' ({n})" for k, n in kinds.most_common()[1:4])
    + f". The most active users are {users.most_common(2)[0][0]} and {users.most_common(2)[1][0]}."
)
print(textwrap.fill(summary, width=60))
print()
print(textwrap.fill(summary, width=48, initial_indent="  * ", subsequent_indent="    "))
print()
print(textwrap.shorten(summary, width=70, placeholder=" [...]"))
print(textwrap.indent("line one\n\nline three", "> "))
print(textwrap.dedent("""
    Report:
      - done
    """).strip())
print(textwrap.wrap("supercalifragilisticexpialidocious word", width=10))

from dataclasses import dataclass
import re

@dataclass
class Record:
    id: int
    user: str
    label: str
    amount: float
    ts: str
    region: str
    msg: str

    @classmethod
    def from_line(cls, line: str) -> "Record":
        m = re.match(r'id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=(\S+) region=(\S+) msg="(.*)"', line)
        if not m:
            raise ValueError(f"unparseable line: {line[:40]!r}")
        i, u, l, a, t, r, msg = m.groups()
        return cls(int(i), u, l, float(a), t, r, msg)

records, skipped = [], []
for line in context.splitlines():
    try:
        records.append(Record.from_line(line))
    except ValueError as e:
        skipped.append(str(e))

print(f"parsed {len(records)} records, skipped {len(skipped)}")
print(records[0])
print(records[-1])
print(skipped[0])
print(records[3] == Record.from_line(context.splitlines()[3]))
big = [r for r in records if r.amount > 190]
for r in big:
    print(r.id, r.user, f"{r.amount:.2f}")

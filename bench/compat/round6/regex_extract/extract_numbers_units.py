import re

context = """Server A: 16 GB RAM, 512GB SSD, 2.4 GHz CPU, 3 x 1.2 TB HDD.
Server B: 64GB RAM, 1 TB SSD, 3.1GHz CPU.
Server C: 8 gb ram, 256 GB SSD, 1800 MHz CPU"""

unit_scale = {"mb": 1 / 1024, "gb": 1, "tb": 1024, "mhz": 1 / 1000, "ghz": 1}
for line in context.splitlines():
    name = re.match(r"Server (\w):", line).group(1)
    specs = {}
    for count, value, unit, what in re.findall(r"(?:(\d+) x )?(\d+(?:\.\d+)?)\s*(gb|tb|mb|ghz|mhz)\s+(\w+)", line, re.I):
        scale = unit_scale[unit.lower()]
        amount = float(value) * scale * (int(count) if count else 1)
        specs[what.upper()] = specs.get(what.upper(), 0) + amount
    print(name, {k: round(v, 3) for k, v in specs.items()})

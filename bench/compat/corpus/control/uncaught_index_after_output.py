records = context.splitlines()
print("lines:", len(records))
parsed = [r.split()[1] for r in records if r]
print(parsed[:3])
print(parsed[len(parsed)])

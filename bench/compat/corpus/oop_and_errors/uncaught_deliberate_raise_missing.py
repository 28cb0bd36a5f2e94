class MissingRecordError(LookupError):
    def __init__(self, rid):
        self.rid = rid
        super().__init__(f"record id={rid} not found in context")

index = {}
for line in context.splitlines():
    if line.startswith("id="):
        rid = int(line.split()[0][3:])
        index[rid] = line

print(len(index), "records indexed")
wanted = [3, 17, 42, 100, 150]
found = []
for rid in wanted:
    if rid not in index:
        print("skipping", rid)
        continue
    found.append(index[rid].split('msg="')[1][:-1])
print(found)
missing = [rid for rid in range(1, 201) if rid not in index]
print("missing ids:", missing)

def get(rid):
    try:
        return index[rid]
    except KeyError:
        raise MissingRecordError(rid) from None

print(get(199)[:30])
get(missing[-1])

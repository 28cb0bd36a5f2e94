from itertools import islice

def batched(it, n):
    it = iter(it)
    while True:
        chunk = list(islice(it, n))
        if not chunk:
            return
        yield chunk

records = [l for l in context.splitlines() if "msg=" in l]
stage1 = []
for group in batched(records, 25):
    prompt = "Map step: tag each message with a topic.\n" + "\n".join(group)
    stage1.append(llm_query(prompt))
print("stage 1 outputs:", len(stage1))

# reduce in pairs until one remains
level = 0
current = stage1
while len(current) > 1:
    level += 1
    nxt = []
    for pair in batched(current, 2):
        nxt.append(llm_query("Reduce: " + " || ".join(pair)))
    print(f"level {level}: {len(current)} -> {len(nxt)}")
    current = nxt
print("result:", current[0])

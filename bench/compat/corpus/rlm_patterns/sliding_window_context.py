window, stride = 1500, 1000
spans = []
start = 0
while start < len(context):
    end = min(start + window, len(context))
    # snap end to a line boundary so records are not cut in half
    if end < len(context):
        end = context.rfind("\n", start, end) + 1
    spans.append((start, end))
    if end >= len(context):
        break
    start = context.rfind("\n", 0, start + stride) + 1

print(len(spans), spans[:4], spans[-1])
overlaps = [a_end - b_start for (_, a_end), (b_start, _) in zip(spans, spans[1:])]
print("overlaps:", overlaps[:5], "min", min(overlaps))
answers = rlm_query_batched([(context[s:e], f"Find prize codes in window {i}") for i, (s, e) in enumerate(spans)])
print(answers[0])
print(answers[-1])
codes = set()
for s, e in spans:
    for line in context[s:e].splitlines():
        if "prize now code" in line:
            codes.add(int(line.rsplit(" ", 1)[1].rstrip('"')))
print(len(codes), sorted(codes)[:5])

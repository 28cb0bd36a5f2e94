from collections import defaultdict

by_region = defaultdict(list)
for line in context.splitlines():
    if "region=" in line:
        region = line.split("region=")[1].split()[0]
        by_region[region].append(line)

regions = sorted(by_region)
pairs = [("\n".join(by_region[r]), f"Summarize complaints in {r}") for r in regions]
answers = rlm_query_batched(pairs)
report = {}
for region, ans in zip(regions, answers):
    n_chars = int(ans.rsplit(" over ", 1)[1].split()[0])
    report[region] = {"lines": len(by_region[region]), "chars": n_chars, "answer": ans}
    print(f"{region:8} lines={len(by_region[region]):3} -> {ans}")

biggest = max(report, key=lambda r: report[r]["chars"])
print("largest region by chars:", biggest, report[biggest]["chars"])
final_prompt = "Combine these regional summaries:\n" + "\n".join(f"- {r}: {v['answer']}" for r, v in report.items())
print(len(final_prompt))
print(llm_query(final_prompt))
single = rlm_query(context[:1000], "what is in the first 1000 chars?")
print(single)

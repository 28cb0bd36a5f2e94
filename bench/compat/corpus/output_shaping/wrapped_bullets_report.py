import textwrap
import statistics

amounts = {}
for line in context.splitlines():
    if line.startswith("id="):
        lab = line.split("label=")[1].split()[0]
        amounts.setdefault(lab, []).append(float(line.split("amount=")[1].split()[0]))

bullets = []
for lab, xs in sorted(amounts.items()):
    bullets.append(
        f"{lab.upper()}: {len(xs)} records with a median of ${statistics.median(xs):,.2f} and a "
        f"mean of ${statistics.fmean(xs):,.2f}; the population standard deviation is "
        f"{statistics.pstdev(xs):.2f} and the most extreme value is ${max(xs):,.2f}.")

print("Summary of amounts by label")
print("=" * 27)
for b in bullets:
    print(textwrap.fill(b, width=64, initial_indent="  - ", subsequent_indent="    "))
print()
ranked = sorted(amounts, key=lambda k: statistics.median(amounts[k]), reverse=True)
print("Ranking by median: " + " > ".join(ranked))
print(textwrap.fill(" ".join(["word"] * 25), width=30, max_lines=3, placeholder=" …"))

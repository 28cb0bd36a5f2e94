stats = {
    "documents processed": 1532,
    "chunks": 12004,
    "avg chunk length": 812.3456,
    "sub-calls": 87,
    "failed sub-calls": 3,
    "tokens (est)": 3_450_000,
    "cost usd": 4.1234,
}
key_w = max(map(len, stats)) + 2
for k, v in stats.items():
    if isinstance(v, float):
        s = f"{v:,.2f}"
    else:
        s = f"{v:,}"
    print(f"{k.capitalize():.<{key_w}}{s:>12}")
rate = stats["failed sub-calls"] / stats["sub-calls"]
print(f"{'Failure rate':.<{key_w}}{rate:>12.2%}")
print(f"{'Cost per doc':.<{key_w}}{stats['cost usd'] / stats['documents processed']:>12.5f}")

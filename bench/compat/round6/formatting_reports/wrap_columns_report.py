import textwrap

entries = [
    ("2024-03-01", "Deployed the new cache layer; latency dropped by thirty percent across all regions."),
    ("2024-03-04", "Rolled back."),
    ("2024-03-09", "Investigated intermittent 502 errors from the load balancer, traced them to an idle timeout mismatch between the proxy and the upstream."),
]
col = 40
for day, text in entries:
    lines = textwrap.wrap(text, col) or [""]
    print(f"{day} │ {lines[0]:<{col}} │")
    for l in lines[1:]:
        print(f"{'':10} │ {l:<{col}} │")
    print("─" * 11 + "┼" + "─" * (col + 2) + "┤")

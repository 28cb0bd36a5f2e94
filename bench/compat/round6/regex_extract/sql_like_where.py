import re

queries = [
    "SELECT id, name FROM users WHERE age >= 21 AND city = 'Oslo' ORDER BY name",
    "select * from orders where total > 100.5 limit 10",
    "SELECT count(*) FROM logs WHERE level IN ('ERROR', 'WARN') AND ts < '2024-05-01'",
    "DELETE FROM users",
]
clause = re.compile(r"(\w+)\s*(>=|<=|!=|=|<|>|IN)\s*('(?:[^']*)'|\([^)]*\)|[\d.]+)", re.I)
for q in queries:
    m = re.match(r"\s*(select|delete)\s+(.*?)\s+from\s+(\w+)(?:\s+where\s+(.*?))?(?:\s+order by\s+(\w+))?(?:\s+limit\s+(\d+))?\s*$", q, re.I)
    if not m:
        print("unparsed:", q)
        continue
    verb, cols, table, where, order, limit = m.groups()
    conds = [(c, op.upper(), v) for c, op, v in clause.findall(where or "")]
    print(f"{verb.upper()} {table} cols={[c.strip() for c in cols.split(',')]} where={conds} order={order} limit={limit}")

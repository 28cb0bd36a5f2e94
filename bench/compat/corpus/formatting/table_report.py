rows = [("alice", 12, 3.5), ("bob", 7, 12.25), ("carol", 130, 0.5)]
print(f"{'name':<8}{'n':>5}{'amt':>8}")
for name, n, amt in rows:
    print(f"{name:<8}{n:>5}{amt:>8.2f}")

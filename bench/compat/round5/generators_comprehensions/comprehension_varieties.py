words = ["Apple", "banana", "Cherry", "date", "Elderberry", "fig", "grape"]
print([w.lower() for w in words if len(w) > 4])
print({w[0].lower(): len(w) for w in words})
print(sorted({len(w) for w in words}))
print([(i, j) for i in range(3) for j in range(i)])
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([[row[i] for row in matrix] for i in range(3)])
print([x for row in matrix for x in row if x % 2])
print({k: v for k, v in zip("abc", range(3)) if v})
print([w if w[0].isupper() else w.upper() for w in words[:4]])
gen = (len(w) for w in words)
print(sum(gen), sum(gen))
print(dict.fromkeys([w[0].lower() for w in words], 0))
print([y for x in [3, 6, 9] if (y := x * 2) > 7])

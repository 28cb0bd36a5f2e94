warehouse_a = {"SKU1", "SKU2", "SKU3", "SKU7", "SKU9"}
warehouse_b = {"SKU2", "SKU3", "SKU4", "SKU9", "SKU10"}
discontinued = frozenset({"SKU9", "SKU4"})

print("both:", sorted(warehouse_a & warehouse_b))
print("either:", sorted(warehouse_a | warehouse_b, key=lambda s: int(s[3:])))
print("only a:", sorted(warehouse_a - warehouse_b))
print("one side:", sorted(warehouse_a ^ warehouse_b))
print("active:", sorted((warehouse_a | warehouse_b) - discontinued))
print(warehouse_a.isdisjoint({"SKU100"}), {"SKU2"} <= warehouse_b, discontinued < warehouse_b)
a = set(warehouse_a)
a.intersection_update(warehouse_b)
a.discard("missing")
a.add("SKU11")
print(len(a), "SKU11" in a)
nums = {5, 3, 9, 1, 3, 5}
print(nums, sorted(nums, reverse=True), min(nums), sum(nums))
print({x % 3 for x in range(10)}, frozenset([1, 2]) == {1, 2})

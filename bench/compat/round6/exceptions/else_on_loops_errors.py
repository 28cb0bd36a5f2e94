inventory = {"apple": 5, "pear": 0, "fig": 12}
orders = [("apple", 2), ("pear", 1), ("kiwi", 1), ("fig", 20), ("fig", 3)]

class OutOfStock(Exception):
    def __init__(self, item, wanted, have):
        super().__init__(f"{item}: wanted {wanted}, have {have}")
        self.item = item

failures = {}
for item, qty in orders:
    try:
        have = inventory[item]
        if have < qty:
            raise OutOfStock(item, qty, have)
    except KeyError as e:
        failures.setdefault("unknown", []).append(e.args[0])
    except OutOfStock as e:
        failures.setdefault("stock", []).append(str(e))
    else:
        inventory[item] -= qty
print(inventory)
print(failures)

for attempt in range(3):
    try:
        if attempt < 2:
            raise TimeoutError(f"attempt {attempt}")
    except TimeoutError as e:
        print("retry after", e)
        continue
    print("succeeded on attempt", attempt)
    break
else:
    print("all attempts failed")

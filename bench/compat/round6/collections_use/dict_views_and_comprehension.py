prices = {"tea": 3.5, "coffee": 4.25, "juice": 5.0, "water": 1.0}
stock = {"tea": 10, "coffee": 0, "cocoa": 4, "water": 30}

print(sorted(prices.keys() & stock.keys()))
print(sorted(prices.keys() - stock.keys()), sorted(stock.keys() ^ prices.keys()))
value = {k: prices[k] * stock[k] for k in prices.keys() & stock.keys()}
print(dict(sorted(value.items())))
print(list(prices.items())[:2], ("tea", 3.5) in prices.items())
inv = {v: k for k, v in stock.items()}
print(inv)
keys = prices.keys()
prices["milk"] = 2.2
print(len(keys), "milk" in keys)
cheap = dict(filter(lambda kv: kv[1] < 4, prices.items()))
print(cheap)
print(max(prices, key=prices.get), min(prices.values()), sum(stock.values()))
print(dict(zip("abc", range(3))), dict.fromkeys(["x", "y"], []))
d = {"b": 2, "a": 1}
d.update(c=3)
d |= {"a": 10}
print(d, d.pop("zz", "none"), d.popitem(), d)

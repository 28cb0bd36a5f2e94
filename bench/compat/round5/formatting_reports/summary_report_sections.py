data = {
    "Q1": {"revenue": 120500.0, "costs": 98000.5, "customers": 320},
    "Q2": {"revenue": 134250.75, "costs": 101200.0, "customers": 351},
    "Q3": {"revenue": 99000.0, "costs": 105500.25, "customers": 298},
    "Q4": {"revenue": 160000.0, "costs": 112000.0, "customers": 402},
}
title = "Annual Summary"
print(title.center(50, "="))
for q, d in data.items():
    profit = d["revenue"] - d["costs"]
    margin = profit / d["revenue"]
    flag = " (loss)" if profit < 0 else ""
    print(f"{q}: revenue ${d['revenue']:>11,.2f} | profit ${profit:>10,.2f} | margin {margin:>6.1%}{flag}")
tot_rev = sum(d["revenue"] for d in data.values())
tot_cost = sum(d["costs"] for d in data.values())
print("-" * 50)
print(f"{'Total revenue':<20}{tot_rev:>30,.2f}")
print(f"{'Total costs':<20}{tot_cost:>30,.2f}")
print(f"{'Net':<20}{tot_rev - tot_cost:>30,.2f}")
best = max(data, key=lambda q: data[q]["revenue"] - data[q]["costs"])
growth = (data["Q4"]["customers"] / data["Q1"]["customers"] - 1)
print(f"Best quarter: {best}; customer growth {growth:+.2%}")
print("=" * 50)

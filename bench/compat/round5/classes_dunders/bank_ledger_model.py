class InsufficientFunds(Exception):
    pass

class Ledger:
    def __init__(self):
        self.accounts = {}
        self.log = []
    def open(self, name, amount=0):
        self.accounts[name] = amount
        self.log.append(("open", name, amount))
    def transfer(self, src, dst, amount):
        if self.accounts[src] < amount:
            raise InsufficientFunds(f"{src} has {self.accounts[src]}, needs {amount}")
        self.accounts[src] -= amount
        self.accounts[dst] += amount
        self.log.append(("transfer", f"{src}->{dst}", amount))
    def __len__(self):
        return len(self.log)
    def __str__(self):
        return "\n".join(f"{n:<6}{b:>8.2f}" for n, b in sorted(self.accounts.items()))

L = Ledger()
for n, amt in [("ann", 100), ("bob", 50), ("cy", 0)]:
    L.open(n, amt)
for s, d, a in [("ann", "bob", 30), ("bob", "cy", 100), ("bob", "cy", 80), ("cy", "ann", 10.5)]:
    try:
        L.transfer(s, d, a)
    except InsufficientFunds as e:
        print("rejected:", e)
print(L)
print(len(L), L.log[-1], sum(L.accounts.values()))

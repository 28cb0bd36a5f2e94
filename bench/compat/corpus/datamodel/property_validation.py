class Account:
    _count = 0
    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = 0
        self.balance = balance
        Account._count += 1
    @property
    def balance(self):
        return self._balance
    @balance.setter
    def balance(self, v):
        if v < 0:
            raise ValueError(f"negative balance: {v}")
        self._balance = round(v, 2)
    @classmethod
    def count(cls):
        return cls._count
    @staticmethod
    def fmt(v):
        return f"${v:,.2f}"

a = Account("ann", 1000.456)
print(a.balance, Account.fmt(a.balance))
try:
    a.balance = -5
except ValueError as e:
    print("error:", e)
Account("bob")
print(Account.count(), a.count())

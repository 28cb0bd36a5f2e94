class Account:
    interest = 0.02
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self._balance = 0.0
        self.balance = balance

    @property
    def balance(self):
        return self._balance

    @balance.setter
    def balance(self, value):
        if not isinstance(value, (int, float)):
            raise TypeError("balance must be a number")
        if value < 0:
            raise ValueError(f"negative balance for {self.owner}: {value}")
        self._balance = round(float(value), 2)

    @property
    def yearly_interest(self):
        return round(self._balance * self.interest, 2)

acct = Account("Ann", 100)
acct.balance += 50.555
print(acct.balance, acct.yearly_interest)
for bad in (-5, "lots"):
    try:
        acct.balance = bad
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    acct.yearly_interest = 3
except AttributeError as e:
    print("AttributeError:", e)
print(acct.balance, Account.interest, type(Account.balance).__name__)

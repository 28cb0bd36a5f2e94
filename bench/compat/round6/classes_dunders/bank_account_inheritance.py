class InsufficientFunds(Exception):
    pass

class Account:
    _next_id = 1000

    def __init__(self, owner, balance=0):
        self.owner = owner
        self._balance = balance
        self.id = Account._next_id
        Account._next_id += 1
        self.history = []

    @property
    def balance(self):
        return self._balance

    def deposit(self, amount):
        self._balance += amount
        self.history.append(("dep", amount))

    def withdraw(self, amount):
        if amount > self.available():
            raise InsufficientFunds(f"{self.owner}: need {amount}, have {self.available()}")
        self._balance -= amount
        self.history.append(("wd", amount))

    def available(self):
        return self._balance

    def __repr__(self):
        return f"{type(self).__name__}#{self.id}({self.owner}, {self._balance})"

class Checking(Account):
    def __init__(self, owner, balance=0, overdraft=100):
        super().__init__(owner, balance)
        self.overdraft = overdraft

    def available(self):
        return super().available() + self.overdraft

class Savings(Account):
    rate = 0.02

    def add_interest(self):
        self.deposit(round(self.balance * self.rate, 2))

accts = [Checking("ann", 50), Savings("bob", 1000), Account("cy", 10)]
for a in accts:
    try:
        a.withdraw(120)
    except InsufficientFunds as e:
        print("declined:", e)
accts[1].add_interest()
for a in accts:
    print(a, a.history, isinstance(a, Account), type(a).__mro__[1].__name__)

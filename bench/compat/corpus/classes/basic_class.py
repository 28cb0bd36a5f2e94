class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
    def deposit(self, amt):
        self.balance += amt
        return self.balance
    def __repr__(self):
        return "Account(%r, %r)" % (self.owner, self.balance)
a = Account("ann")
a.deposit(10)
print(a, a.balance)

principal = 20000.0
annual_rate = 0.06
months = 12
r = annual_rate / 12
payment = principal * r / (1 - (1 + r) ** -months)
print(f"monthly payment: {payment:.2f}")
balance = principal
total_interest = 0.0
print(f"{'#':>2} {'interest':>9} {'principal':>10} {'balance':>10}")
for m in range(1, months + 1):
    interest = balance * r
    princ = payment - interest
    balance -= princ
    total_interest += interest
    if m <= 3 or m > months - 2:
        print(f"{m:>2} {interest:>9.2f} {princ:>10.2f} {abs(balance):>10.2f}")
    elif m == 4:
        print(" ..")
print(f"total interest {total_interest:.2f}, total paid {payment * months:.2f}")
print(round(balance, 6) == 0 or abs(balance) < 1e-6)

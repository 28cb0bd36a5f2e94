import re

sample = "\n".join(context.splitlines()[:6])

def mask_amount(m):
    val = float(m.group(1))
    return f"amount=<{'HIGH' if val > 100 else 'low'}>"

masked = re.sub(r'amount=(\d+\.\d+)', mask_amount, sample)
print(masked)
print()
# redact 4-digit numbers in messages, keep last digit
redacted, n = re.subn(r'\b(\d{3})(\d)\b', lambda m: '***' + m.group(2), sample)
print(n, "replacements")
print(redacted.splitlines()[0])
print(re.sub(r'(\w+)=(\S+)', r'\2<-\1', 'a=1 b=two c=3.0'))
print(re.sub(r'(?P<k>\w+)=', r'[\g<k>]:', 'x=1 y=2'))
print(re.sub(r'\s+', ' ', '  lots   of \t\n space  ').strip())
print(re.sub(r'x*', '-', 'abxd'))
print(re.sub('a', 'b', 'aaaa', count=2))

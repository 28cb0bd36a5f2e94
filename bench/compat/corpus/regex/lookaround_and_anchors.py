import re

text = context[:600]
print(re.findall(r'(?<=user=)\w+', text))
print(re.findall(r'\b\d+(?=\.\d\d\b)', text))
print(re.findall(r'(?<!\d)\d{4}(?!\d)', text)[:8])
print(re.findall(r'^id=\d+', text, re.M))
print(re.findall(r'late"$', text, re.M))
print(re.search(r'\Aid=1\b', text) is not None, re.search(r'\Aid=2\b', text))
print(re.findall(r'region=(?!us)\S+', text))
print(re.sub(r'(?<=\d)(?=(\d{3})+\b)', ',', 'total 1234567 and 89 and 1000'))
print(re.findall(r'\Bre\B', 'there reread are'))
print(re.split(r'(?<=[.!?])\s+', 'One. Two! Three? Four'))

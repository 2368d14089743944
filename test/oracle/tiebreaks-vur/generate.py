import random, sys
def trf(seed, date):
    rnd = random.Random(seed)
    n, R = 12, 7
    played = set(); hist = {p: [] for p in range(1, n+1)}; pts = {p: 0.0 for p in range(1, n+1)}
    for r in range(1, R+1):
        avail = []
        for p in range(1, n+1):
            x = rnd.random()
            if x < 0.10: hist[p].append(('0000', '-', 'H')); pts[p] += .5
            elif x < 0.15: hist[p].append(('0000', '-', 'Z'))
            else: avail.append(p)
        if len(avail) % 2: 
            p = avail.pop(rnd.randrange(len(avail))); hist[p].append(('0000', '-', 'U')); pts[p] += 1
        pairs = None
        for _ in range(5000):
            rnd.shuffle(avail)
            ps = [(avail[i], avail[i+1]) for i in range(0, len(avail), 2)]
            if all((min(a,b), max(a,b)) not in played for a, b in ps): pairs = ps; break
        if pairs is None: return None
        for a, b in pairs:
            played.add((min(a, b), max(a, b)))
            if rnd.random() < 0.10:
                if rnd.random() < .5: ca, cb, res = '+', '-', 1.0
                else: ca, cb, res = '-', '+', 0.0
            else:
                res = rnd.choice([1.0, .5, 0.0])
                ca = {1.0: '1', .5: '=', 0.0: '0'}[res]; cb = {1.0: '0', .5: '=', 0.0: '1'}[res]
            hist[a].append((f'{b:04d}', 'w', ca)); hist[b].append((f'{a:04d}', 'b', cb))
            pts[a] += res; pts[b] += 1 - res
    out = ['012 VUR random', f'042 {date}', f'062 {n}', f'XXR {R}']
    for p in range(1, n+1):
        line = f"001 {p:4d}      {('Player '+str(p)):<33} {2400-p*20:4d} {'':3} {'':11} {'':10} {pts[p]:4.1f} {p:4d}"
        for o, c, res in hist[p]: line += f'  {o} {c} {res}'
        out.append(line)
    return '\n'.join(out) + '\n'
seed = int(sys.argv[1]); t = trf(seed, sys.argv[3])
if t: open(sys.argv[2], 'w').write(t)

#!/usr/bin/env python3
"""Writes the lobby pictures assets/lobby/<id>.svg (simple original art, plain SVG that
SDL_image's SVG rasteriser draws). Run from anywhere: python3 tools/make_lobby_art.py"""
import math, os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'assets', 'lobby')

# ---- Takeover: a piecepack grid of suit tiles, stacks, a merge arrow and coins
W,H=320,180
TILE="#f4ecd8"
suits=[("#d9453b","sun"),("#2b2b33","moon"),("#3f9a4f","crown"),("#3b6fc4","arms")]
def glyph(kind,cx,cy,s,col):
    if kind=="sun":
        out=f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{s*0.26:.1f}" fill="{col}"/>'
        for i in range(8):
            a=i*math.pi/4
            x1,y1=cx+math.cos(a)*s*0.36,cy+math.sin(a)*s*0.36
            x2,y2=cx+math.cos(a)*s*0.5,cy+math.sin(a)*s*0.5
            out+=f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{col}" stroke-width="{s*0.09:.1f}" stroke-linecap="round"/>'
        return out
    if kind=="moon":
        return (f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{s*0.4:.1f}" fill="{col}"/>'
                f'<circle cx="{cx+s*0.17:.1f}" cy="{cy-s*0.08:.1f}" r="{s*0.33:.1f}" fill="{TILE}"/>')
    if kind=="crown":
        x0,x1=cx-s*0.4,cx+s*0.4; yb=cy+s*0.3; yt=cy-s*0.35
        return f'<path d="M{x0:.1f},{yb:.1f} L{x0:.1f},{yt:.1f} L{cx-s*0.2:.1f},{cy:.1f} L{cx:.1f},{yt:.1f} L{cx+s*0.2:.1f},{cy:.1f} L{x1:.1f},{yt:.1f} L{x1:.1f},{yb:.1f} Z" fill="{col}"/>'
    return f'<path d="M{cx:.1f},{cy-s*0.45:.1f} L{cx+s*0.3:.1f},{cy-s*0.05:.1f} L{cx+s*0.1:.1f},{cy-s*0.05:.1f} L{cx+s*0.1:.1f},{cy+s*0.4:.1f} L{cx-s*0.1:.1f},{cy+s*0.4:.1f} L{cx-s*0.1:.1f},{cy-s*0.05:.1f} L{cx-s*0.3:.1f},{cy-s*0.05:.1f} Z" fill="{col}"/>'
out=[f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">',
'<defs><radialGradient id="felt" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#3d7a5f"/><stop offset="1" stop-color="#1f4a3a"/></radialGradient>',
'<linearGradient id="coin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6d77a"/><stop offset="1" stop-color="#c9962e"/></linearGradient></defs>',
f'<rect width="{W}" height="{H}" rx="10" fill="url(#felt)"/>']
ts=34; gap=6; cols,rows=6,4
gx=(W-(cols*ts+(cols-1)*gap))/2; gy=(H-(rows*ts+(rows-1)*gap))/2
empty={(1,2),(4,0),(3,3)}
stacks={(2,1):3,(0,3):2,(5,2):2}
order=[0,1,2,3,2,0,3,1,1,3,0,2,2,0,1,3,3,2,1,0,0,3,2,1]
for r in range(rows):
    for c in range(cols):
        x=gx+c*(ts+gap); y=gy+r*(ts+gap)
        if (c,r) in empty:
            out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{ts}" height="{ts}" rx="5" fill="#ffffff" fill-opacity="0.06" stroke="#ffffff" stroke-opacity="0.2" stroke-width="1.2"/>')
            continue
        h=stacks.get((c,r),1)
        for k in range(h-1,0,-1):
            out.append(f'<rect x="{x+k*2.5:.1f}" y="{y+k*2.5:.1f}" width="{ts}" height="{ts}" rx="5" fill="#cbbd9c" stroke="#8d7f62" stroke-width="1"/>')
        out.append(f'<rect x="{x+1:.1f}" y="{y+2:.1f}" width="{ts}" height="{ts}" rx="5" fill="#000" fill-opacity="0.25"/>')
        out.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{ts}" height="{ts}" rx="5" fill="{TILE}" stroke="#b9ab8a" stroke-width="1"/>')
        col,kind=suits[order[r*cols+c]]
        out.append(glyph(kind,x+ts/2,y+ts/2,ts*0.62,col))
ax=gx+2*(ts+gap)+ts; ay=gy+1*(ts+gap)+ts/2
out.append(f'<path d="M{ax-4:.1f},{ay-12:.1f} Q{ax+gap/2:.1f},{ay-24:.1f} {ax+gap+8:.1f},{ay-12:.1f}" fill="none" stroke="#f2b84b" stroke-width="3" stroke-linecap="round"/>')
out.append(f'<path d="M{ax+gap+3:.1f},{ay-17:.1f} L{ax+gap+9:.1f},{ay-11:.1f} L{ax+gap+1:.1f},{ay-9:.1f} Z" fill="#f2b84b"/>')
for (cx,cy,r) in [(26,152,13),(46,162,11),(294,26,13)]:
    out.append(f'<circle cx="{cx}" cy="{cy+2}" r="{r}" fill="#000" fill-opacity="0.3"/><circle cx="{cx}" cy="{cy}" r="{r}" fill="url(#coin)" stroke="#8a6418" stroke-width="1.2"/><circle cx="{cx}" cy="{cy}" r="{r*0.68:.1f}" fill="none" stroke="#8a6418" stroke-width="1" stroke-opacity="0.6"/>')
out.append('</svg>')
open(os.path.join(OUT, 'takeover.svg'),'w').write('\n'.join(out)+'\n')

W,H=320,180
def svg(body,bg):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">\n'
            f'<defs>{bg}<linearGradient id="coin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6d77a"/><stop offset="1" stop-color="#c9962e"/></linearGradient></defs>\n'
            + body + '\n</svg>\n')
def coin(cx,cy,r,fill="url(#coin)",edge="#8a6418"):
    return (f'<circle cx="{cx}" cy="{cy+2}" r="{r}" fill="#000" fill-opacity="0.3"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{edge}" stroke-width="1.2"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r*0.68:.1f}" fill="none" stroke="{edge}" stroke-width="1" stroke-opacity="0.6"/>')

# ---- Buyout!: a city map of coloured regions with buildings
regions={"H":"#e8c07a","R":"#9fc4e8","O":"#b9d98f","D":"#e8a0a0","M":"#c7a8e0","S":"#8fd4c8"}
grid=["HHHHRRRR","HHHHRRRR","OODDDMMM","OODDDMMM","OOSSSSMM","OOSSSSSS"]
bg='<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#31506b"/><stop offset="1" stop-color="#1d3347"/></linearGradient>'
b=[f'<rect width="{W}" height="{H}" rx="10" fill="url(#sky)"/>']
cw,ch=30,22; x0=(W-8*cw)/2; y0=(H-6*ch)/2
b.append(f'<rect x="{x0-4}" y="{y0-4}" width="{8*cw+8}" height="{6*ch+8}" rx="6" fill="#0f1c27" fill-opacity="0.6"/>')
for r,row in enumerate(grid):
    for c,k in enumerate(row):
        b.append(f'<rect x="{x0+c*cw+1:.1f}" y="{y0+r*ch+1:.1f}" width="{cw-2}" height="{ch-2}" rx="3" fill="{regions[k]}"/>')
owners={(1,0):"#e0584f",(2,1):"#e0584f",(5,0):"#4a90d9",(6,1):"#4a90d9",(3,2):"#58b368",(4,3):"#58b368",(6,3):"#f0c93c",(2,4):"#f0c93c",(3,4):"#f0c93c",(0,5):"#4a90d9"}
for (c,r),col in owners.items():
    x=x0+c*cw+cw/2; y=y0+r*ch+ch/2
    b.append(f'<rect x="{x-9:.1f}" y="{y-6:.1f}" width="18" height="13" rx="2" fill="{col}" stroke="#1a1a1a" stroke-opacity="0.5"/>')
    b.append(f'<path d="M{x-11:.1f},{y-5:.1f} L{x:.1f},{y-12:.1f} L{x+11:.1f},{y-5:.1f} Z" fill="#5a3d2b"/>')
b.append(coin(28,150,13)); b.append(coin(292,30,13))
b.append('<rect x="262" y="140" width="44" height="24" rx="3" fill="#7fbf7f" stroke="#2f6b3a" stroke-width="1.5" transform="rotate(-12 284 152)"/>')
b.append('<circle cx="284" cy="152" r="6" fill="none" stroke="#2f6b3a" stroke-width="1.5" transform="rotate(-12 284 152)"/>')
open(os.path.join(OUT, 'buyout.svg'),'w').write(svg('\n'.join(b),bg))

# ---- The Estates: three rows of lots with cube buildings and a river
bg='<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6a8f4e"/><stop offset="1" stop-color="#3f5f33"/></linearGradient>'
b=[f'<rect width="{W}" height="{H}" rx="10" fill="url(#ground)"/>']
b.append('<path d="M128,0 C118,60 140,110 126,180 L150,180 C164,110 142,60 152,0 Z" fill="#5aa6d6"/>')
b.append('<path d="M136,0 C128,60 148,110 136,180" stroke="#a9d8f2" stroke-width="2" fill="none" stroke-opacity="0.7"/>')
b.append('<rect x="0" y="0" width="22" height="180" fill="#c9b98f"/>')
cubec=["#4a7fd1","#d9534f","#f2d04b","#4caf6a","#9b6bcf","#f4f1ea"]
buildings=[(0,1,[0,0,0]),(0,3,[1,1]),(1,0,[2,2,2,2]),(1,2,[3]),(2,1,[5,5,5]),(0,6,[4,4]),(1,7,[1,1,1]),(2,5,[0,0]),(2,8,[3,3,3,3])]
lot_w=26; row_y=[44,98,152]
for r in range(3):
    for l in range(10):
        x=30+l*lot_w+(34 if l>=4 else 0)
        if x>300: continue
        b.append(f'<rect x="{x}" y="{row_y[r]-2}" width="{lot_w-4}" height="6" rx="2" fill="#2d4424" fill-opacity="0.5"/>')
for r,l,cubes in buildings:
    x=30+l*lot_w+(34 if l>=4 else 0); y=row_y[r]-2
    for k,cc in enumerate(cubes):
        b.append(f'<rect x="{x+1}" y="{y-(k+1)*12}" width="{lot_w-6}" height="12" fill="{cubec[cc]}" stroke="#222" stroke-opacity="0.45" stroke-width="1"/>')
    top=y-len(cubes)*12
    if len(cubes)>=3:
        b.append(f'<path d="M{x-1},{top} L{x+(lot_w-4)/2},{top-9} L{x+lot_w-3},{top} Z" fill="#7a4a32" stroke="#3a2418" stroke-width="1"/>')
b.append('<rect x="4" y="70" width="14" height="14" rx="7" fill="#f2b84b" stroke="#8a6418"/>')
open(os.path.join(OUT, 'estates.svg'),'w').write(svg('\n'.join(b),bg))

# ---- BuyWord: letter tiles spelling BUY (letters drawn as strokes) with pips and coins
bg='<radialGradient id="felt" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#7a4f8a"/><stop offset="1" stop-color="#3e2747"/></radialGradient>'
b=[f'<rect width="{W}" height="{H}" rx="10" fill="url(#felt)"/>']
letters={"B":["M-8,-11 L-8,11","M-8,-11 L3,-11 Q9,-11 9,-5.5 Q9,0 3,0 L-8,0","M-8,0 L4,0 Q10,0 10,5.5 Q10,11 4,11 L-8,11"],
         "U":["M-8,-11 L-8,4 Q-8,11 0,11 Q8,11 8,4 L8,-11"],
         "Y":["M-9,-11 L0,0 L9,-11","M0,0 L0,11"],
         "W":["M-11,-11 L-6,11 L0,-4 L6,11 L11,-11"],
         "O":["M0,-11 Q10,-11 10,0 Q10,11 0,11 Q-10,11 -10,0 Q-10,-11 0,-11 Z"],
         "R":["M-8,11 L-8,-11 L3,-11 Q9,-11 9,-5 Q9,1 3,1 L-8,1","M1,1 L9,11"],
         "D":["M-8,-11 L-8,11 L0,11 Q10,11 10,0 Q10,-11 0,-11 Z"]}
pips={"B":3,"U":1,"Y":3,"W":3,"O":1,"R":1,"D":2}
def tile(ch,cx,cy,rot,s=44):
    out=[f'<g transform="translate({cx} {cy}) rotate({rot})">',
         f'<rect x="{-s/2+2}" y="{-s/2+3}" width="{s}" height="{s}" rx="6" fill="#000" fill-opacity="0.3"/>',
         f'<rect x="{-s/2}" y="{-s/2}" width="{s}" height="{s}" rx="6" fill="#f6ecd2" stroke="#b8a27a" stroke-width="1.2"/>']
    for d in letters[ch]:
        out.append(f'<path d="{d}" transform="translate(-2 -2)" fill="none" stroke="#3a2a1a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>')
    for i in range(pips[ch]):
        out.append(f'<circle cx="{s/2-5-i*5}" cy="{s/2-4.5}" r="1.8" fill="#b0413e"/>')
    out.append('</g>')
    return '\n'.join(out)
for i,(ch,rot) in enumerate([("B",-6),("U",3),("Y",-2)]):
    b.append(tile(ch,110+i*52,70,rot))
for i,(ch,rot) in enumerate([("W",4),("O",-3),("R",2),("D",-4)]):
    b.append(tile(ch,84+i*50,128,rot,40))
b.append(coin(30,40,14)); b.append(coin(52,52,12)); b.append(coin(290,150,14))
open(os.path.join(OUT, 'buyword.svg'),'w').write(svg('\n'.join(b),bg))

# ---- Mint Bid: a fan of location cards, mints and a die
bg='<radialGradient id="felt" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="#2f6f8a"/><stop offset="1" stop-color="#1a3b4d"/></radialGradient>'
b=[f'<rect width="{W}" height="{H}" rx="10" fill="url(#felt)"/>']
mint={"G":"#4caf6a","B":"#4a7fd1","P":"#e07aa8","Y":"#f2c94c"}
cards=[("G","B","#5b8c5a",-18),("P","Y","#8a5a9b",-6),("B","G","#4d7fa3",6),("Y","P","#b5773a",18)]
for i,(l,r,band,rot) in enumerate(cards):
    cx=160+(i-1.5)*44; cy=84
    b.append(f'<g transform="rotate({rot} {cx} {cy+80})">')
    b.append(f'<rect x="{cx-34+2}" y="{cy-50+3}" width="68" height="98" rx="7" fill="#000" fill-opacity="0.3"/>')
    b.append(f'<rect x="{cx-34}" y="{cy-50}" width="68" height="98" rx="7" fill="#fbf7ee" stroke="#c9bfa6" stroke-width="1.2"/>')
    b.append(f'<rect x="{cx-28}" y="{cy-44}" width="56" height="44" rx="4" fill="{band}"/>')
    # a little building on the card
    b.append(f'<rect x="{cx-12}" y="{cy-30}" width="24" height="24" fill="#f4ecd8" fill-opacity="0.9"/>')
    b.append(f'<path d="M{cx-16},{cy-30} L{cx},{cy-40} L{cx+16},{cy-30} Z" fill="#f4ecd8" fill-opacity="0.9"/>')
    b.append(f'<circle cx="{cx-22}" cy="{cy+32}" r="7" fill="{mint[l]}" stroke="#333" stroke-opacity="0.4"/>')
    b.append(f'<circle cx="{cx+22}" cy="{cy+32}" r="7" fill="{mint[r]}" stroke="#333" stroke-opacity="0.4"/>')
    for k in range(i+1):
        b.append(f'<path d="M{cx-16+k*11},{cy+8} l2.5,5 5.5,0.8 -4,3.9 0.9,5.5 -4.9,-2.6 -4.9,2.6 0.9,-5.5 -4,-3.9 5.5,-0.8 Z" fill="#e0b43c"/>')
    b.append('</g>')
for (cx,cy,white) in [(34,146,True),(58,156,False),(40,126,True),(286,40,False)]:
    b.append(coin(cx,cy,11,"#f4f1ea" if white else "#d9534f","#777" if white else "#7a2320"))
b.append('<g transform="rotate(14 282 140)"><rect x="264" y="122" width="36" height="36" rx="7" fill="#fbf7ee" stroke="#aaa"/>'
         '<circle cx="273" cy="131" r="3.2" fill="#333"/><circle cx="282" cy="140" r="3.2" fill="#333"/><circle cx="291" cy="149" r="3.2" fill="#333"/></g>')
open(os.path.join(OUT, 'mintbid.svg'),'w').write(svg('\n'.join(b),bg))

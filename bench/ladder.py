#!/usr/bin/env python3
"""The computer players' ladder for Mourners Call (or Rest in Peace): random < rules < search < strong,
and the strong player against the earlier one (strong-v1: simulations played on for 120 decisions, no
prior below the root).

Each step plays the stronger player against the one below it with `mourners-cli tournament` (fixed
seeds, seats rotating from game to game) and prints one table row per step:
  - 2 players: the stronger player's win rate against the one below (0.5 is even);
  - 4 players: the stronger player's share of first places against three of the one below (0.25 is even);
each with its 95% interval (Wilson's; a shared first place counts as a share),
plus its average score, its silly moves (model/mourners/sillymoves.h; the tournament counts them), its
longest decision, its simulations per second (search players) and the time the step took. Builds
nothing: give it a build directory where mourners-cli is built.

  bench/ladder.py [--build build] [--games2 20] [--games4 10] [--strong-games2 2] [--strong-games4 1] [--seed 1]
                  [--steps rules,search,strong,strong-v1] [--strong-iterations N] [--strong-v1-iterations N]

The strong players think up to a second per decision, so their steps play fewer games (a 2-player
game is a few hundred decisions). --strong-iterations N gives the strong player a fixed budget of N
simulations a decision and no time limit, and strong-v1 a third of it (the ratio of the app's budgets)
unless --strong-v1-iterations says otherwise, so that the rates do not depend on the machine's load (the default is the app's: 6000 and 2000 simulations, each
stopped after about a second).

Measured (Mourners Call, the strong player as it is: simulations played to the end of the round after
the decision's, strongStopRound() in model/mourners/bots.cpp; 95% intervals by Wilson). At the app's
budgets, 6000 simulations for strong and 2000 for strong-v1, 2 players, on seeds not used to choose it:
  without time limit (--strong-time-ms 0), seed 9100: 19 of 20 = 0.95 [0.76, 0.99]; strong 20,400
    simulations a second, 0.21 s a decision on average, 2.9 s at the longest (a load of 3 to 4 on 2
    cores, the tournament at nice 10); strong-v1 16,300 a second, 0.08 s on average, 0.89 s at the longest;
  with the app's time limit of 1 s (--strong-time-ms 1000), seed 9200: 18 of 20 = 0.90 [0.70, 0.97];
    strong 19,100 a second, 0.23 s on average, 1.18 s at the longest (the limit, on a load of about 4);
    strong-v1 15,300 a second, 0.09 s on average;
  with the time limit, seed 9300: 18.5 of 20 (one shared win) = 0.93; strong 22,700 a second, 0.19 s on
    average, 0.59 s at the longest (a lighter load); strong-v1 18,300 a second, 0.07 s on average;
  with the time limit 36.5 of 40 = 0.91 [0.79, 0.97]; all three runs 55.5 of 60 = 0.93 [0.83, 0.97],
  average score 33 against 22; no silly move by either player.
  Each game took about a minute of one core (a 2-player game: about 370 decisions of the two players).
The strong player as it is now (a majority worth what its place's action gives the holder, the Alltaker's
tie counted, a decided game still played for its margin: placeWorth() and leadValue() in bots.cpp; the
watch's card_left_unplayed), against the strong player just before these changes (a build of that code
kept as strong-v1 for the measurement only, with the same budget and the same silly-move pruning except
where said), 2 players, no time limit:
  at 1500 simulations each: 99 of 120 (seeds 1000 and 2000, 60 games each) = 0.82 [0.75, 0.88]; the
    player before left a Court card unplayed at the phase's end 20 times in those games, the new one never;
  at the app's 6000 each: 32 of 40 (seeds 3000 and 4000) = 0.80 [0.65, 0.90], average score 70 against 37;
    15,300 simulations a second, 0.32 s a decision on average, 1.3 s at the longest (a load of about 4 on
    2 cores, the tournaments at nice 10);
  the evaluation alone (the player before also pruning card_left_unplayed), 1500 each: 96.5 of 120 = 0.80
    [0.72, 0.86]: most of the gain is the evaluation's, little the pruned pass.
The ladder with this player (seed 5000; rules and search at their defaults, strong at 6000 simulations and
no time limit; a load of 2 to 4 on 2 cores, at nice 10), bench/ladder.py --steps rules,search,strong
--games2 100 --games4 40 --strong-games2 20 --strong-games4 10 --strong-iterations 6000 --seed 5000:
  rules vs random 100 of 100 and 40 first places of 40; search vs rules 0.91 [0.84, 0.95] and 0.40
  [0.26, 0.55] (16 of 40); strong vs search 19 of 20 = 0.95 [0.76, 0.99] and 8 of 10 first places = 0.80
  [0.49, 0.94]; no silly move by any of the upper players; strong 23,500 simulations a second, 0.75 s at
  the longest.
Session of 2026-11-30 (twelfth), the players as they are now:
  the rule-based player values one more figure of a guild it already leads by two or more at little, a
  figure for its kept motive, and an over-crowded place at half its figures there unless it holds the
  Dreadsbane token (D-CROWD-ROLL); the strong player with it against the strong player without it (a
  build of the earlier values kept as strong-v1 for the measurement only, the same search), 1500
  simulations each, no time limit, 2 players: 34 of 40 (seed 11000) and 28 of 40 (seed 12000), 62 of 80
  = 0.78 [0.67, 0.85], average score 55 against 43, no silly move by either;
  the search player's simulations stop at the end of the next round as the strong player's do (before:
  played on for 120 decisions, as strong-v1 still does). Against three rule-based players, 60 games of
  seed 7000: 0.50 of the first places (0.38 before); bench/ladder.py --steps rules,search --games2 100
  --games4 40 --seed 6000 (the new rule-based player below it):
  rules vs random 100 of 100 and 40 of 40 first places; search vs rules 0.98 [0.93, 0.99] and 0.45
  [0.31, 0.60] (0.91 and 0.25 with the search player before, the same seed); no silly move;
  strong (6000 simulations, no time limit) vs this search, --steps strong --strong-iterations 6000:
  2 players 18 of 20 (seed 6000) and 19 of 20 (seed 6200), 37 of 40 = 0.93 [0.80, 0.97]; 4 players 6 of 10 first places (seed 6000) and
  13 of 20 (seed 6100), 19 of 30 = 0.63 [0.46, 0.78]; no silly move; strong about 20,000-22,000 simulations
  a second, 1.1 s at the longest (a load of 3 to 5 on 2 cores: the tournaments at nice 10 beside a
  real-window game). The tithe bid above every other seat's Etherea (rule-based player, bots.cpp) came
  after these runs.
Session of 2026-11-30 (fourteenth), the players as they are now (the search players leave out a tithe
bid above the fair share where another seat holds as much Etherea, and a pass while a Court card could be
played without losing Unity: withoutGambledBids() and withoutWaitWithACard() in bots.cpp), seed 13000, a
load of 2 to 4 on 2 cores (the tournaments at nice 19 beside a real-window game):
  bench/ladder.py --steps rules,search --games2 100 --games4 40 --seed 13000: rules vs random 100 of 100
    and 40 of 40 first places; search vs rules 0.98 [0.93, 0.99] and 0.45 [0.31, 0.60]; no silly move;
  bench/ladder.py --steps strong --strong-games2 20 --strong-games4 10 --strong-iterations 6000 --seed 13000:
    strong vs search 19 of 20 = 0.95 [0.76, 0.99] and 9 of 10 first places = 0.90 [0.60, 0.98], average
    score 65 against 37; no silly move; 16,200 simulations a second, 3.3 s at the longest (no time
    limit; the app stops at about 1 s);
  mourners-cli tournament --bots strong,search --games 100 --seed 14000 --strong-iterations 1500
    --strong-time-ms 0: 92 of 100, no silly move by either player in the 100 games, 22,400 simulations
    a second.
The strong player before (simulations stopped at the end of the decision's own round), for comparison:
  at 900 simulations against strong-v1's 300 (no time limit) 67.5 of 80 (seeds 100 and 500) = 0.84
  [0.75, 0.91], at 300 each 0.66-0.70 of 40; strong 900 vs search 200: 35 of 40 (seed 200) = 0.88
  [0.74, 0.95]; 4 players, strong 900 vs 3 search: 18 first places of 24 (seed 300) = 0.75 [0.55, 0.88],
  vs 3 strong-v1 300: 13.5 of 20 (seed 600) = 0.68 [0.46, 0.84];
  but at the app's budgets (6000 and 2000, no time limit) only 6 of 16 (seed 800) and 8 of 12 (seed 900),
  14 of 28 = 0.50 [0.33, 0.67], at 35,000 simulations a second against strong-v1's 12,000 (longest
  decisions 0.69 s and 0.56 s): more simulations did not make it stronger, while strong-v1's (played on
  for 120 decisions) did. A decision late in a round saw a few steps ahead and then the evaluation's
  guess of the rest.
What did not help (app budgets, no time limit): the same player with its simulations played on to the
end of the game (at most 200 decisions) once the Unity supply was down to 8 or the last round had
begun: 15 of 30 (seed 7000) = 0.50 [0.33, 0.67], 38,400 simulations a second, longest decision 0.68 s.
Not measured for the player as it is: the 4-player steps, and against search.

  bench/ladder.py --game rest-in-peace [--build build] [--games2 40] [--strong-games2 10] [--seed 1]
                  [--steps rules,search,strong,strong-v1] [--strong-iterations N] [--search-iterations N]
                  [--strong-v1-iterations N]

Rest in Peace is a game for two: each step is a 2-player tournament (`mourners-cli tournament --game
rest-in-peace`, seats and starting player rotating from game to game) and its row gives the stronger
player's win rate (a draw counts half) with its 95% interval, its average mansion tokens, its longest
decision, its simulations per second and the time; the steps are random < rules < search < strong and
strong against strong-v1 (the earlier strong player: Search's simulations to the end of the game, more
of them). The strong players stop after 0.9 s and Search after 1.5 s (wall clock: on a busy machine
they get less done); --strong-iterations N and --search-iterations N give them fixed budgets with no
time limit instead, for rates that do not depend on the machine's load. "strong vs search" with fixed
budgets, as measured below:

  bench/ladder.py --game rest-in-peace --steps strong --strong-games2 200 --seed 20000 \
                  --strong-iterations 4000 --search-iterations 500

Measured (Rest in Peace, 95% intervals by Wilson; `mourners-cli tournament --game rest-in-peace` with
these budgets; no silly moves are defined for Rest in Peace). The strong player as it is (its simulations
played out to the end of the game from round 3, kStrongPlayOutFrom), on seeds not used to choose it:
  strong 4000 vs search 500, no time limit: 138 of 200 (seed 3000) and 130 of 200 (seed 20000), 268 of
    400 = 0.67 [0.62, 0.71]. With seed 20000 strong ran 44,000 simulations a second and Search 29,000;
    strong took 0.086 s a decision on average, 1.20 s at the longest (no time limit; a load of 4 to 6 on
    2 cores). Search won 22 of its 70 games on round 10 (RIP-END-2), strong 17 of its 130.
  the app's budgets (strong 15000 within 0.9 s, search 2000 within 1.5 s): 33 of 40 (seed 9000), 41 of
    60 (seed 21000) and 38 of 60 (seed 23000), 112 of 160 = 0.70 [0.63, 0.77]. With seed 23000 (a load of
    2 to 5 on 2 cores) strong ran 51,500 simulations a second, 14,100 a decision, 0.27 s a decision on
    average and 0.92 s at the longest. With seed 21000 (a load of 4 to 7, the tournament at nice 10)
    37,500 a second, 13,800 a decision, 0.37 s on average; its longest decision took 2.8 s and Search's
    2.2 s of wall clock, most of it waiting for a processor (the 16 simulations between two looks at the
    clock take under a millisecond): on a machine that busy the time limits do not hold.
  So the strong player is clearly better than Search, but 0.70 is not established: it is the point
  estimate at the app's budgets (0.67 at fixed budgets) and the intervals' lower ends are 0.63 and 0.62.
  With 40,000 simulations a decision (the app's budget now, stopped at 0.9 s) against Search at 2000, no
  time limits: 29 of 40 (seed 31000) and 141 of 200 (seed 32000), 170 of 240 = 0.71 [0.65, 0.76]. With
  seed 32000 (a load of 4 to 5 on 2 cores, the tournament at nice -5) strong ran 64,400 simulations a
  second and 0.59 s a decision on average; its longest took 4.7 s of wall clock without the limit (the
  app stops it at 0.9 s). It won 99 of its 141 games by a majority, 22 on round 10 and 20 on tokens.
  More simulations help little: 0.70 at 15,000.
The earlier strong player (simulations played out from round 5), for comparison: 131 of 200 (seed 3000)
= 0.66 [0.59, 0.72] and 66 of 100 with each of seeds 1000 and 2000 at 4000/500; at 15000/2000, with and
without the time limit, 65 of 98 = 0.66 [0.57, 0.75], and 24 of the 40 games of seed 9000; 12 of 20
against strong-v1 at 4000 each (seed 4000), in a third of its thinking time. Strong-v1 (Search's
simulations, more of them) won 56% of 72 games against Search.
What did not help (strong 4000 vs search 500, screens of 100 games with seed 1000, the earlier player):
simulations that all stop at the next round (11 of 40 at 15000/2000: round 10 decided half of Search's
wins) or all play to the end with the prior below the root (10 of 20, also at 15000/2000); playing out
from round 4: 66, from round 6: 70 (from round 3: 76, kept); a horizon of 2 rounds: 62; 3 plays of a
turn below the root: 67, 6 plays: 74; UCB exploration 0.5: 68, 1.0: 78, 1.4: 65, 1.0 with 6 plays: 73.
Exploration 1.0 then won 74 of 100 with seed 2000 but 132 of 200 with the fresh seed 3000 (one game
more than the player of that time) and 21 of 40 at the app's budgets (seed 9000). Nor, for the player
as it is, simulations played out by the rule-based player alone, without Search's random move one time
in eight: 56 of 100 (seed 22000) = 0.56 [0.46, 0.65], at 30,000 simulations a second against 44,000 and
0.13 s a decision against 0.086 (a similar load). A screen of 100 games moves by 6 to 10 games on noise
alone: the best of ten screens is no evidence; a change needs a second, fresh run of 200 games before it
is kept.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time

STEPS = [("rules", "random"), ("search", "rules"), ("strong", "search"), ("strong", "strong-v1")]


def interval(rate, games):
    """The 95% interval of a rate over `games` games (Wilson's: sound near 0 and 1 and for few games)."""
    if games <= 0:
        return 0.0, 1.0
    z = 1.96
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def tournament(cli, bots, games, seed, strong_iterations=0, v1_iterations=0):
    args = [cli, "tournament", "--bots", ",".join(bots), "--games", str(games), "--seed", str(seed)]
    if strong_iterations:
        args += ["--strong-iterations", str(strong_iterations), "--strong-time-ms", "0",
                 "--strong-v1-iterations", str(v1_iterations or max(1, strong_iterations // 3))]
    start = time.monotonic()
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    return json.loads(out), time.monotonic() - start


def rip_tournament(cli, bots, games, seed, a):
    args = [cli, "tournament", "--game", "rest-in-peace", "--bots", ",".join(bots), "--games", str(games),
            "--seed", str(seed)]
    if a.search_iterations:
        args += ["--iterations", str(a.search_iterations), "--time-ms", "0"]
    if a.strong_iterations:
        args += ["--strong-iterations", str(a.strong_iterations), "--strong-time-ms", "0"]
    if a.strong_v1_iterations:
        args += ["--strong-v1-iterations", str(a.strong_v1_iterations)]
    start = time.monotonic()
    out = subprocess.run(args, check=True, capture_output=True, text=True).stdout
    return json.loads(out), time.monotonic() - start


def rip_ladder(cli, a):
    """Rest in Peace: 2 players only, random < rules < search < strong, and strong against strong-v1."""
    wanted = a.steps.split(",")
    header = ("step", "games", "win rate [95%]", "draws", "avg tokens", "max s/decision", "s/decision", "sims/s",
              "seconds")
    rows = []
    total = time.monotonic()
    for upper, lower in STEPS:
        name = "strong-v1" if lower == "strong-v1" else upper
        if name not in wanted:
            continue
        games = a.strong_games2 if upper == "strong" else a.games2
        if games <= 0:
            continue
        run, t = rip_tournament(cli, [upper, lower], games, a.seed, a)
        me = run["bots"][0]
        lo, hi = interval(me["win_rate"], games)
        sims = me.get("simulations_per_second") or 0
        rows.append((f"{upper} vs {lower}", str(games), f"{me['win_rate']:.2f} [{lo:.2f}, {hi:.2f}]", str(run["draws"]),
                     f"{me['average_tokens']:.1f}", f"{me['max_seconds_per_decision']:.3f}",
                     f"{me['seconds_per_decision']:.3f}", f"{sims:.0f}" if sims else "-", f"{t:.0f}"))
        print(f"ladder: {rows[-1][0]} done in {t:.0f} s", file=sys.stderr, flush=True)
    print_table(header, rows)
    budget = (f"strong: {a.strong_iterations} simulations a decision, no time limit" if a.strong_iterations
              else "strong: up to 0.9 s a decision")
    if a.search_iterations:
        budget += f"; search: {a.search_iterations}, no time limit"
    if a.strong_v1_iterations:
        budget += f"; strong-v1: {a.strong_v1_iterations}"
    print(f"Rest in Peace, seed {a.seed}; win rate of the first-named player against the other (0.50 even; "
          f"a draw counts half) [95% interval, Wilson]; {budget}; {time.monotonic() - total:.0f} s in all")
    return 0


def print_table(header, rows):
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(header)] if rows else [len(h) for h in header]
    line = lambda cells: "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |"
    print(line(header))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))


def main():
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--build", default="build", help="build directory (default: build)")
    p.add_argument("--games2", type=int, default=20, help="2-player games per step")
    p.add_argument("--games4", type=int, default=10, help="4-player games per step")
    p.add_argument("--strong-games2", type=int, default=2, help="2-player games of the strong step")
    p.add_argument("--strong-games4", type=int, default=1, help="4-player games of the strong step")
    p.add_argument("--seed", type=int, default=1, help="first game's seed (game g plays seed + g)")
    p.add_argument("--steps", default="rules,search,strong,strong-v1",
                   help="the steps to play, by their upper player (strong-v1: strong against strong-v1)")
    p.add_argument("--game", default="mourners-call", choices=["mourners-call", "rest-in-peace"],
                   help="the game whose computer players climb the ladder (default: mourners-call)")
    p.add_argument("--strong-iterations", type=int, default=0,
                   help="the strong player's simulations a decision, no time limit (default: its time limit)")
    p.add_argument("--strong-v1-iterations", type=int, default=0,
                   help="strong-v1's simulations a decision (mourners-call, with --strong-iterations: default a "
                        "third of the strong player's, about the same time; rest-in-peace: default its 15000)")
    p.add_argument("--search-iterations", type=int, default=0,
                   help="rest-in-peace: the search player's simulations a decision, no time limit (default: "
                        "its 2000 with a time limit of 1.5 s)")
    a = p.parse_args()
    build = a.build if os.path.isabs(a.build) else os.path.join(here, a.build)
    cli = os.path.join(build, "app", "mourners-cli")
    if not os.access(cli, os.X_OK):
        print(f"ladder: {cli} is not built (cmake --build {build} --target mourners-cli)", file=sys.stderr)
        return 2
    if a.game == "rest-in-peace":
        return rip_ladder(cli, a)
    wanted = a.steps.split(",")
    header = ("step", "2p games", "2p win rate", "4p games", "4p first places", "avg score 2p/4p", "silly moves",
              "max s/decision", "sims/s", "seconds")
    rows = []
    total = time.monotonic()
    for upper, lower in STEPS:
        # A step is named by its upper player, the strong player's step against the earlier one strong-v1.
        name = "strong-v1" if lower == "strong-v1" else upper
        if name not in wanted:
            continue
        strong = upper == "strong"
        g2 = a.strong_games2 if strong else a.games2
        g4 = a.strong_games4 if strong else a.games4
        budget = a.strong_iterations if strong else 0
        v1 = a.strong_v1_iterations
        two, t2 = tournament(cli, [upper, lower], g2, a.seed, budget, v1) if g2 > 0 else (None, 0.0)
        four, t4 = tournament(cli, [upper, lower, lower, lower], g4, a.seed, budget, v1) if g4 > 0 else (None, 0.0)
        silly = 0
        longest = 0.0
        sims = 0.0
        seconds = 0.0
        scores = []
        cells = []
        for run, games in ((two, g2), (four, g4)):
            if run is None:
                cells.append("-")
                scores.append("-")
                continue
            me = run["bots"][0]
            lo, hi = interval(me["win_rate"], games)
            cells.append(f"{me['win_rate']:.2f} [{lo:.2f}, {hi:.2f}]")
            scores.append(f"{me['average_score']:.1f}")
            silly += sum(me["silly_moves"].values())
            longest = max(longest, me["max_seconds_per_decision"])
            if me.get("simulations_per_second"):
                sims += me["simulations"]
                seconds += me["simulations"] / me["simulations_per_second"]
        rows.append((f"{upper} vs {lower}", str(g2), cells[0], str(g4), cells[1], "/".join(scores), str(silly),
                     f"{longest:.3f}", f"{sims / seconds:.0f}" if seconds > 0 else "-", f"{t2 + t4:.0f}"))
        print(f"ladder: {rows[-1][0]} done in {t2 + t4:.0f} s", file=sys.stderr, flush=True)
    print_table(header, rows)
    budget = (f"strong: {a.strong_iterations} simulations a decision, strong-v1: "
              f"{a.strong_v1_iterations or max(1, a.strong_iterations // 3)}, no time limit" if a.strong_iterations
              else "strong: 6000 simulations, strong-v1: 2000, each at most about 1 s a decision")
    print(f"seed {a.seed}; 2p: win rate of the first-named player (0.50 even) [95% interval]; 4p: its share of "
          f"first places against three of the other (0.25 even); {budget}; {time.monotonic() - total:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())

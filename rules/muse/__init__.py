"""The muse ruleset: nine Traits rated 1-10, pools of d6 where 4-6 count and
1s take one away, opposed rolls and Challenges, overexertion, and initiative
combat with reactions, Tribulations and dying.

Every module here is pure: plain values in, frozen result records out, all
randomness through the RNG seam of :mod:`rules.dice`.
"""

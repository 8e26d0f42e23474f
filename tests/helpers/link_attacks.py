"""Every way a player might try to smuggle a link code into text (nested, escaped, doubled)."""



ATTACKS = [
    "|lcquit|ltX|le",
    "|l|luc|ltX|lequit|ltemit-link|le",
    "||lcquit||ltX||le",
    "||||lcquit||||ltX||||le",
    "|||lcquit|||ltX|||le",
    '|l|luc|ltX|le\\"]);alert(91);//|ltsay-link|le',
    "|lujavascript:alert(92)|ltclick|le",
    "|l|l|lccc|ltt|lee",
    "|lu|lchttps://x.org|ltX|le|ltY|le",
    "|lLc|lC|lt|lE",
    "\ue000quit\ue001",
]

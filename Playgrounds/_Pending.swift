import Animatic
